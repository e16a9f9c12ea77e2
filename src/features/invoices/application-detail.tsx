import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { INVOICE_APPLY_TEXT } from '../../../engine';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { DetailHead } from '../../components/detail-section';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { applicationQuery } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { ApplicationActions } from './application-actions';
import { ApplicationLog, InvoiceFacts, TitleAsApplied } from './application-parts';
import { ApplicationSummary } from './application-summary';

const Reason = styled.p`
  margin: 0 0 16px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
`;

/** The way back to the list, a thumb's target on a phone. */
const Back = styled.div`
  ${onPhone} {
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${TAP_TARGET_MIN}px;
    }
  }
`;

/** The reason's heading per closing status: why it was rejected, or why the invoice was voided. */
const REASON_LABEL: Partial<Record<string, string>> = { rejected: '驳回原因', voided: '红冲原因' };

/**
 * An application and its invoice (docs/invoices.md): the status with its reason or parcel, the actions, the
 * invoice, the orders with their amounts, the title as applied and the steps. `back` leads to its list.
 */
export function ApplicationDetailView({ id, back, lead }: { id: string; back: ReactNode; lead?: ReactNode }) {
  const api = useApiClient();
  const detail = useQuery({ ...applicationQuery(api, id), enabled: id !== '' });
  if (!id) return <EmptyState text={INVOICE_APPLY_TEXT.applicationIdMissing}>{back}</EmptyState>;
  if (detail.isPending) return <Skeleton lines={8} label="开票详情加载中" />;
  if (detail.isError)
    return (
      <LoadError message={detail.error.message} onRetry={retryOf(detail)}>
        {back}
      </LoadError>
    );
  const found = detail.data;
  const reasonLabel = REASON_LABEL[found.status];
  return (
    <>
      {lead}
      <DetailHead>
        <strong>{found.statusName}</strong>
        <span>申请单号：{found.applicationNo}</span>
        <span>申请时间：{found.createTime}</span>
        <ApplicationActions found={found} />
      </DetailHead>
      {reasonLabel && found.reason && (
        <Reason>
          {reasonLabel}：{found.reason}
        </Reason>
      )}
      <InvoiceFacts found={found} />
      <ApplicationSummary orders={found.orders} total={found.total} />
      <TitleAsApplied found={found} />
      <ApplicationLog found={found} />
      <Back>{back}</Back>
    </>
  );
}
