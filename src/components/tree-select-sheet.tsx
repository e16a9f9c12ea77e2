import styled from 'styled-components';
import { onPhone, thumbIconButton } from './breakpoints';
import { Icon } from './icons';

const Head = styled.div`
  display: none;
  ${onPhone} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding-left: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    font-weight: 600;
    button {
      ${thumbIconButton}
    }
  }
`;

/**
 * The head of the tree-select's list where it is a sheet at the foot of a phone's screen: what is being
 * chosen, and a way to close it without a key (hidden on a larger screen, where the list drops down).
 */
export function SheetHead({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <Head>
      <span>{label}</span>
      <button type="button" aria-label={`关闭${label}`} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </Head>
  );
}
