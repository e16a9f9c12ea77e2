import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { RegionLevel } from '../../../engine';
import { onPhone } from '../../components/breakpoints';

const TAB_LABEL: Record<RegionLevel, string> = {
  province: '省份',
  city: '城市',
  district: '区县',
  street: '街道',
};

const ARROW_STEP: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

const List = styled.div`
  display: flex;
  gap: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  margin-bottom: 12px;
  ${onPhone} {
    gap: 20px;
  }
`;

const Tab = styled.button`
  border: 0;
  background: none;
  padding: 8px 0;
  margin-bottom: -1px;
  font: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  border-bottom: 2px solid transparent;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.primary};
    border-bottom-color: ${({ theme }) => theme.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primaryLight};
  }
`;

export interface RegionTabsProps {
  levels: readonly RegionLevel[];
  active: RegionLevel;
  /** Opens a level's tab; false when the engine refuses (a parent is missing). */
  onOpen(level: RegionLevel): boolean;
  tabId(level: RegionLevel): string;
  panelId: string;
}

/** The level tabs; ArrowLeft and ArrowRight open the neighbouring tab when its parents are chosen. */
export function RegionTabs({ levels, active, onOpen, tabId, panelId }: RegionTabsProps) {
  function onKeyDown(event: KeyboardEvent, level: RegionLevel) {
    const step = ARROW_STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = levels[(levels.indexOf(level) + step + levels.length) % levels.length];
    if (next && onOpen(next)) document.getElementById(tabId(next))?.focus();
  }

  return (
    <List role="tablist" aria-label="所在地区">
      {levels.map((level) => (
        <Tab
          key={level}
          id={tabId(level)}
          type="button"
          role="tab"
          aria-selected={level === active}
          aria-controls={panelId}
          tabIndex={level === active ? 0 : -1}
          onClick={() => onOpen(level)}
          onKeyDown={(event) => onKeyDown(event, level)}
        >
          {TAB_LABEL[level]}
        </Tab>
      ))}
    </List>
  );
}
