import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { NOTICE_KINDS, NOTICE_TEXTS } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { noticesQuery } from '../../lib/api/endpoints/account';
import { useMarkNoticeRead } from '../../shop/writes/account-writes';
import { useApiClient } from '../../shop/api-client';
import type { Notice } from '../../../engine/contract';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  button {
    display: grid;
    grid-template-columns: 48px 80px 1fr auto;
    align-items: center;
    gap: 12px;
    width: 100%;
    padding: 14px 8px;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  time {
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  /* On a phone the time goes under the state, kind and title. */
  ${onPhone} {
    button {
      grid-template-columns: auto auto minmax(0, 1fr);
      gap: 4px 10px;
      padding: 12px 4px;
    }
    time {
      grid-column: 1 / -1;
    }
  }
`;

const State = styled.span<{ $unread: boolean }>`
  font-size: 12px;
  color: ${({ $unread, theme }) => ($unread ? theme.primary : theme.muted)};
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 'bold' : 'normal')};
`;

const Content = styled.p`
  margin: 0;
  padding: 0 8px 16px 148px;
  color: #555;
  font-size: 13px;
  line-height: 1.7;
  ${onPhone} {
    padding: 0 4px 14px;
  }
`;

const kindLabel = (notice: Notice) => NOTICE_KINDS.find((each) => each.kind === notice.kind)?.label ?? '';

/**
 * /userCenter/notice 消息通知 (docs/account-pages.md): the member's notices, newest first, unread ones marked.
 * Opening one shows its text and marks it read; the menu's unread count follows (same query).
 */
export default function NoticesPage() {
  const api = useApiClient();
  const notices = useQuery(noticesQuery(api));
  const markRead = useMarkNoticeRead();
  const [openId, setOpenId] = useState<number | undefined>(undefined);

  if (notices.isPending) return <Skeleton lines={4} label="消息加载中" />;
  if (notices.isError)
    return <LoadError message={notices.error.message} onRetry={() => void notices.refetch()} />;
  const { records } = notices.data;
  if (records.length === 0) return <EmptyState text={NOTICE_TEXTS.empty} />;

  function open(notice: Notice) {
    const opening = openId !== notice.id;
    setOpenId(opening ? notice.id : undefined);
    if (opening && !notice.read) void markRead(notice.id);
  }

  return (
    <List aria-label="消息列表">
      {records.map((notice) => {
        const opened = openId === notice.id;
        return (
          <li key={notice.id}>
            <button type="button" aria-expanded={opened} onClick={() => open(notice)}>
              <State $unread={!notice.read}>{notice.read ? NOTICE_TEXTS.read : NOTICE_TEXTS.unread}</State>
              <span>{kindLabel(notice)}</span>
              <Title $unread={!notice.read}>{notice.title}</Title>
              <time>{notice.time}</time>
            </button>
            {opened ? <Content>{notice.content}</Content> : null}
          </li>
        );
      })}
    </List>
  );
}
