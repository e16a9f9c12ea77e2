import styled from 'styled-components';
import { UPDATE_MODE_EXPLANATION, UPDATE_MODE_LABEL } from '../../../engine';
import type { UpdateMode } from '../../../engine';

const Note = styled.div`
  margin-bottom: 14px;
  padding: 10px 14px;
  background: #f7f9fc;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font-size: 13px;
  color: #666;
  h3 {
    margin: 0 0 4px;
    font-size: 13px;
    color: ${({ theme }) => theme.text};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** What the update modes do (spec 2 §4); each goods' mode chooser refers to it by `id`. */
export function UpdateModeNote({ id }: { id: string }) {
  return (
    <Note id={id} role="note" aria-label="更新方式说明">
      <h3>更新方式说明</h3>
      <dl>
        {(Object.keys(UPDATE_MODE_LABEL) as UpdateMode[]).map((mode) => (
          <div key={mode} style={{ display: 'contents' }}>
            <dt>{UPDATE_MODE_LABEL[mode]}：</dt>
            <dd>{UPDATE_MODE_EXPLANATION[mode]}</dd>
          </div>
        ))}
      </dl>
    </Note>
  );
}
