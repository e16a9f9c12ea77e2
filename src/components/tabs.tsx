import styled from 'styled-components';
import { onPhone } from './breakpoints';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

const List = styled.div`
  display: flex;
  gap: 28px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  /* A row wider than a phone scrolls inside itself, never the page. */
  ${onPhone} {
    gap: 20px;
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  background: none;
  padding: 10px 0;
  margin-bottom: -1px;
  font: inherit;
  cursor: pointer;
  color: ${({ $active, theme }) => ($active ? theme.primary : theme.text)};
  border-bottom: 2px solid ${({ $active, theme }) => ($active ? theme.primary : 'transparent')};
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    flex: none;
    white-space: nowrap;
  }
`;

/** A row of tabs; the parent holds which one is active. */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
}: {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <List role="tablist" aria-label={label}>
      {items.map((item) => (
        <Tab
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          $active={item.key === active}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}
