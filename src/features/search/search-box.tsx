import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  historyAfterDeletion,
  historyDeletion,
  historyDeletionMessage,
  visibleHistory,
} from '../../../engine';
import { searchKeyword } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast';
import { clearSearchHistory, searchHistoryQuery } from '../../lib/api/endpoints/search';
import { searchKeys } from '../../lib/api/query-keys';
import { useShop } from '../../shop/shop-context';
import { commodityCentrePath, shopPath } from '../../shop/shop-paths';
import { useShopClickLock } from '../../shop/use-shop-click-lock';

const Box = styled.div`
  position: relative;
  width: 560px;
`;

const Form = styled.form`
  display: flex;
  height: 40px;
  border: 2px solid ${({ theme }) => theme.primary};
  border-radius: 4px;
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 12px;
    font: inherit;
    font-size: 14px;
    &:focus {
      outline: none;
    }
  }
  button {
    width: 96px;
    border: 0;
    background: ${({ theme }) => theme.primary};
    color: #fff;
    font: inherit;
    font-size: 16px;
    letter-spacing: 2px;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    &:hover {
      background: ${({ theme }) => theme.primaryDark};
    }
  }
`;

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
`;

/**
 * The header's search box (spec 1 §5): at most `keywordMax` characters; on focus a logged-in user sees
 * their recent keywords (at most `historyShown`), can delete one directly or all after confirming.
 * The panel hides shortly after the box loses focus, so a click inside it still lands.
 */
export function SearchBox() {
  const { mallPath, labels, limits, facts } = useShop();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run: deleting } = useShopClickLock();
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const history = useQuery({ ...searchHistoryQuery(), enabled: facts.loggedIn && focused });
  const entries = visibleHistory(history.data ?? [], limits.search.historyShown);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const search = (raw: string) => {
    const text = searchKeyword(raw, limits.search.keywordMax);
    setKeyword(text);
    setFocused(false);
    navigate(shopPath(mallPath, commodityCentrePath({ keyword: text })));
    // The gateway records searched keywords; the next look at the history should show this one.
    void queryClient.invalidateQueries({ queryKey: searchKeys.history() });
  };

  // A double click on a delete sends one request and shows one toast (spec 1 §5).
  const remove = async (entry?: string) => {
    const deletion = historyDeletion(entry);
    if (deletion.confirm && !(await askConfirm({ message: deletion.confirm }))) return;
    await deleting(async () => {
      const result = await clearSearchHistory(deletion.request.searchKey);
      if (!result.success && result.handled) return;
      toast[result.success ? 'success' : 'error'](historyDeletionMessage(result.success));
      if (result.success) {
        queryClient.setQueryData(searchKeys.history(), (before: string[] | undefined) =>
          historyAfterDeletion(before ?? [], entry),
        );
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    <Box>
      <Form role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label="搜索商品"
          maxLength={limits.search.keywordMax}
          placeholder={labels.searchPlaceholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setFocused(false), limits.timing.searchPanelHideMs);
          }}
        />
        <button type="submit">
          <Icon name="search" size={18} />
          搜索
        </button>
      </Form>
      {focused && entries.length > 0 && (
        <Panel role="region" aria-label="搜索历史">
          <header>
            <span>搜索历史</span>
            <PlainButton type="button" onClick={() => void remove()}>
              清空
            </PlainButton>
          </header>
          <ul>
            {entries.map((entry) => (
              <li key={entry}>
                <PlainButton type="button" onClick={() => search(entry)}>
                  {entry}
                </PlainButton>
                <PlainButton type="button" aria-label={`删除 ${entry}`} onClick={() => void remove(entry)}>
                  <Icon name="close" size={12} />
                </PlainButton>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Box>
  );
}
