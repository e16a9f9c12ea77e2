import styled from 'styled-components';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { Icon } from '../../components/icons';

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 96px;
  z-index: 1100;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-top: 0;
  box-shadow: 0 6px 12px rgba(0, 0, 0, 0.08);
  font-size: 13px;
  header {
    display: flex;
    justify-content: space-between;
    padding: 8px 12px;
    color: ${({ theme }) => theme.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 6px;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 12px;
    height: 30px;
    &:hover {
      background: ${({ theme }) => theme.background};
    }
  }
  /* As wide as the box, with rows a finger can pick from. */
  ${onPhone} {
    right: 0;
    font-size: 14px;
    li {
      height: 40px;
    }
  }
`;

const PlainButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-align: left;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${TAP_TARGET_MIN}px;
    min-height: ${TAP_TARGET_MIN}px;
  }
`;

export interface SearchHistoryPanelProps {
  entries: readonly string[];
  onSearch(keyword: string): void;
  /** Deletes one keyword, or all of them when none is given. */
  onRemove(keyword?: string): void;
}

/** The recent keywords under the search box: each searches again or is deleted; 清空 deletes them all. */
export function SearchHistoryPanel({ entries, onSearch, onRemove }: SearchHistoryPanelProps) {
  return (
    <Panel role="region" aria-label="搜索历史">
      <header>
        <span>搜索历史</span>
        <PlainButton type="button" onClick={() => onRemove()}>
          清空
        </PlainButton>
      </header>
      <ul>
        {entries.map((entry) => (
          <li key={entry}>
            <PlainButton type="button" onClick={() => onSearch(entry)}>
              {entry}
            </PlainButton>
            <PlainButton type="button" aria-label={`删除 ${entry}`} onClick={() => onRemove(entry)}>
              <Icon name="close" size={12} />
            </PlainButton>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
