import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  historyAfterDeletion,
  historyDeletion,
  historyDeletionMessage,
  visibleHistory,
} from '../../../engine';
import { SEARCH_BOX, searchKeywordField } from '../../../engine';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { askConfirm } from '../../components/confirm';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast';
import { clearSearchHistory, searchHistoryQuery } from '../../lib/api/endpoints/search';
import { useShop } from '../../shop/shop-context';
import { commodityCentrePath, PAGE, pathInShop, shopPath } from '../../shop/shop-paths';
import { useShopClickLock } from '../../shop/use-shop-click-lock';
import { SearchHistoryPanel } from './search-history-panel';
import { useApiClient } from '../../shop/api-client';

// Below the desktop the box gives up width first; on a phone it takes a row of the header to itself.
const Box = styled.div`
  position: relative;
  width: ${SEARCH_BOX.width}px;
  ${belowContentWidth} {
    flex: 0 1 ${SEARCH_BOX.width}px;
    min-width: 0;
  }
  ${onPhone} {
    order: 1;
    flex: 1 1 100%;
  }
`;

const Form = styled.form`
  display: flex;
  height: 40px;
  border: ${SEARCH_BOX.border}px solid ${({ theme }) => theme.primary};
  border-radius: 4px;
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 ${SEARCH_BOX.inputPadding}px;
    font: inherit;
    font-size: ${SEARCH_BOX.inputFontSize}px;
    &:focus {
      outline: none;
    }
  }
  button {
    width: ${SEARCH_BOX.buttonWidth}px;
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
  ${onPhone} {
    button {
      width: 72px;
      letter-spacing: 0;
    }
  }
`;

/**
 * The header's search box (spec 1 §5): at most `keywordMax` characters; on focus a logged-in user sees
 * their recent keywords (at most `historyShown`), can delete one directly or all after confirming.
 * The panel hides shortly after the box loses focus, so a click inside it still lands.
 */
export function SearchBox() {
  const api = useApiClient();
  const { mallPath, labels, limits, facts } = useShop();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run: deleting } = useShopClickLock();
  const urlKeyword = useResultsKeyword();
  const [keyword, setKeyword] = useState(urlKeyword ?? '');
  // Results opened by an address (a link, back, a reload) show their keyword in the box.
  const [shownKeyword, setShownKeyword] = useState(urlKeyword);
  if (urlKeyword !== shownKeyword) {
    setShownKeyword(urlKeyword);
    if (urlKeyword !== undefined) setKeyword(urlKeyword);
  }
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const history = useQuery({ ...searchHistoryQuery(api), enabled: facts.loggedIn && focused });
  const entries = visibleHistory(history.data ?? [], limits.search.historyShown);
  const keywordField = searchKeywordField(limits.search);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // The history is the gateway's: it records the keyword when the goods centre lists goods for it.
  const search = (raw: string) => {
    const text = keywordField.keyword(raw);
    setKeyword(text);
    setFocused(false);
    navigate(shopPath(mallPath, commodityCentrePath({ keyword: text })));
  };

  // A double click on a delete sends one request and shows one toast (spec 1 §5). Afterwards focus goes
  // back to the box, with the panel open, rather than to the page (the deleted entry's button is gone).
  const remove = async (entry?: string) => {
    const deletion = historyDeletion(entry);
    if (deletion.confirm && !(await askConfirm({ message: deletion.confirm }))) {
      input.current?.focus();
      return;
    }
    await deleting(async () => {
      const result = await clearSearchHistory(api, deletion.request.searchKey);
      if (!result.success && result.handled) return;
      toast[result.success ? 'success' : 'error'](historyDeletionMessage(result.success));
      if (result.success) {
        queryClient.setQueryData(api.keys.search.history(), (before: string[] | undefined) =>
          historyAfterDeletion(before ?? [], entry),
        );
      }
      input.current?.focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  // The panel stays while focus is anywhere in the box (its own buttons too) and hides shortly after it
  // leaves, so a click inside it still lands.
  const keepOpen = () => {
    clearTimeout(hideTimer.current);
    setFocused(true);
  };
  const hideSoon = (event: FocusEvent) => {
    if (box.current?.contains(event.relatedTarget as Node | null)) return;
    hideTimer.current = setTimeout(() => setFocused(false), limits.timing.searchPanelHideMs);
  };

  return (
    <Box ref={box} onFocus={keepOpen} onBlur={hideSoon}>
      <Form role="search" onSubmit={submit}>
        <input
          ref={input}
          type="search"
          aria-label="搜索商品"
          maxLength={keywordField.maxLength}
          placeholder={labels.searchPlaceholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit">
          <Icon name="search" size={18} />
          搜索
        </button>
      </Form>
      {focused && entries.length > 0 && (
        <SearchHistoryPanel entries={entries} onSearch={search} onRemove={(entry) => void remove(entry)} />
      )}
    </Box>
  );
}

/** The keyword of the goods centre's results when they are the page shown, else undefined. */
function useResultsKeyword(): string | undefined {
  const { mallPath } = useShop();
  const { pathname, search } = useLocation();
  if (pathInShop(mallPath, { pathname, search: '' }) !== PAGE.commodityCentre) return undefined;
  return new URLSearchParams(search).get('keyword') ?? '';
}
