import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { chooseRegion, openTab, REGION_TAB, regionLevels, tabLevel } from '../../../engine';
import type { RegionEntry, RegionLevel, RegionState } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { RegionList } from './region-list';
import { RegionTabs } from './region-tabs';

// In the flow under its field, as wide as the field: inside a dialog's scrolling body a panel laid over
// the page is cut at the body's edges and covers the fields below.
const Panel = styled.div`
  box-sizing: border-box;
  width: 100%;
  margin-top: 4px;
  padding: 12px 16px 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  font-size: 14px;
  color: ${({ theme }) => theme.text};
  &:focus {
    outline: none;
  }
  ${onPhone} {
    padding: 12px;
  }
`;

const TabError = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.danger};
`;

export interface RegionPanelProps {
  id: string;
  value: RegionState;
  onChange(next: RegionState): void;
  /** The last level was chosen: the picker closes. */
  onComplete(): void;
}

/** The open picker: level tabs, a tab error, and the active level's list. */
export function RegionPanel({ id, value, onChange, onComplete }: RegionPanelProps) {
  const baseId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [tabError, setTabError] = useState<string>();
  // On opening and after each choice focus moves to the list, once it has loaded.
  const [focusList, setFocusList] = useState(true);
  // Once its list is in, the whole panel is scrolled into view (a dialog's body scrolls).
  const listFocused = useCallback(() => {
    setFocusList(false);
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const level = tabLevel(value.activeTab);
  const tabId = (tab: RegionLevel) => `${baseId}-region-tab-${REGION_TAB[tab]}`;
  const tabPanelId = `${baseId}-region-tabpanel`;

  useEffect(() => {
    // Focus enters the panel at once, even while the list loads (a cached list has already taken it).
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
  }, []);

  function open(tab: RegionLevel): boolean {
    const result = openTab(value, REGION_TAB[tab]);
    setTabError(result.error);
    if (!result.error) onChange(result.state);
    return !result.error;
  }

  function choose({ id: regionId, regionName }: RegionEntry) {
    const next = chooseRegion(value, level, { id: regionId, regionName });
    setTabError(undefined);
    onChange(next);
    if (next.closed) onComplete();
    else setFocusList(true);
  }

  return (
    <Panel id={id} ref={panel} role="dialog" aria-label="选择所在地区" tabIndex={-1}>
      <RegionTabs
        levels={regionLevels(value)}
        active={level}
        onOpen={open}
        tabId={tabId}
        panelId={tabPanelId}
      />
      {tabError && <TabError role="alert">{tabError}</TabError>}
      <div id={tabPanelId} role="tabpanel" aria-labelledby={tabId(level)}>
        <RegionList
          key={level}
          level={level}
          selected={value.selected}
          onChoose={choose}
          labelledBy={tabId(level)}
          autoFocus={focusList}
          onAutoFocused={listFocused}
        />
      </div>
    </Panel>
  );
}
