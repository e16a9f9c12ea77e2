import type { SelectAllState } from '../../../engine';

/**
 * 全选: ticked when every tickable line is, half-ticked when some are. The table's head holds it on a wide
 * screen, the fixed bar on a phone (each hides the other's with display: none, so one is ever in use).
 */
export function CartSelectAll({
  state,
  onTickAll,
  className,
}: {
  state: SelectAllState;
  onTickAll: (ticked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={state === 'all'}
        ref={(box) => {
          if (box) box.indeterminate = state === 'some';
        }}
        onChange={(event) => onTickAll(event.target.checked)}
      />{' '}
      全选
    </label>
  );
}
