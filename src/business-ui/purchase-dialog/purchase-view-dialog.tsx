import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { auditStatusLabel, imageList } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { FieldRow } from '../../components/field-row';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { reportGoodsQuery } from '../../lib/api/endpoints/sourcing';
import { useShop } from '../../shop/shop-context';
import { ImageList } from './image-tiles';
import { LinkedGoods } from './linked-goods';
import { PurchaseDialogFrame } from './purchase-dialog-frame';
import { PurchaseFields } from './purchase-fields';
import { useApiClient } from '../../shop/api-client';
import type { ReportGoods } from '../../../engine/contract';

const Outcome = styled.section`
  margin-top: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.border};
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 12px;
    font-size: 14px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 8px 12px;
  margin: 0;
  dt {
    text-align: right;
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    word-break: break-all;
  }
  /* Each name at the line's start, as the fields' labels above it. */
  ${onPhone} {
    grid-template-columns: auto 1fr;
    dt {
      text-align: left;
    }
  }
`;

const Status = styled.span`
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: 2px;
  color: ${({ theme }) => theme.primary};
  font-size: 12px;
  font-weight: 400;
`;

function ViewContent({ request }: { request: ReportGoods }) {
  const { limits } = useShop();
  const prefix = useId();
  return (
    <>
      <PurchaseFields prefix={prefix} values={request} limits={limits.purchaseRequest} />
      <FieldRow id={`${prefix}-images`} label="商品图片">
        <ImageList urls={imageList(request.goodsImages)} />
      </FieldRow>
      <Outcome aria-label="审核结果">
        <h3>
          审核结果 <Status>{auditStatusLabel(request.auditStatus)}</Status>
        </h3>
        <Facts>
          {request.websiteGoods && <LinkedGoods goods={request.websiteGoods} />}
          {request.rejectReason && (
            <>
              <dt>拒绝原因</dt>
              <dd>{request.rejectReason}</dd>
            </>
          )}
        </Facts>
      </Outcome>
    </>
  );
}

/** 查看商品: a filed request, read-only, with its audit outcome (spec 2 §2); only 取消. */
export function PurchaseViewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const api = useApiClient();
  const request = useQuery(reportGoodsQuery(api, id));
  return (
    <PurchaseDialogFrame title="查看商品" onClose={onClose} footer={<Button onClick={onClose}>取消</Button>}>
      {request.isPending ? (
        <Skeleton lines={8} label="采购需求加载中" />
      ) : request.isError ? (
        <LoadError message={request.error.message} onRetry={() => void request.refetch()} />
      ) : (
        <ViewContent request={request.data} />
      )}
    </PurchaseDialogFrame>
  );
}
