import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  INVOICE_TITLE_TEXT,
  INVOICE_TYPE_LABEL,
  invoiceTitleFormPath,
  TITLE_KIND_LABEL,
} from '../../../engine';
import type { InvoiceTitle } from '../../../engine';
import { Button } from '../../components/button';
import { LinkButton } from './link-button';
import { askConfirm } from '../../components/confirm';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { useDeleteInvoiceTitle, useSetDefaultInvoiceTitle } from '../../shop/writes/invoice-title-writes';

const Name = styled.span`
  word-break: break-all;
`;

const Badge = styled.span`
  margin-left: 8px;
  padding: 0 6px;
  border-radius: 2px;
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  color: #fff;
  background: ${({ theme }) => theme.primary};
`;

const Actions = styled.div`
  display: flex;
  gap: 16px;
  white-space: nowrap;
`;

/** One title: its kind, type, name (默认 on the default), tax number and its actions. */
export function TitleRow({ title }: { title: InvoiceTitle }) {
  const { mallPath } = useShop();
  const { deleteTitle, deleting } = useDeleteInvoiceTitle();
  const { setDefault, settingDefault } = useSetDefaultInvoiceTitle();

  async function remove() {
    if (await askConfirm({ message: INVOICE_TITLE_TEXT.deleteConfirm })) await deleteTitle(title.id);
  }

  return (
    <tr aria-label={title.name}>
      <td data-label="抬头类型">{TITLE_KIND_LABEL[title.kind]}</td>
      <td data-label="发票类型">{INVOICE_TYPE_LABEL[title.invoiceType]}</td>
      <td data-label="发票抬头">
        {/* One value for the card's line: the name with its badge. */}
        <span>
          <Name>{title.name}</Name>
          {title.isDefault && <Badge>{INVOICE_TITLE_TEXT.defaultBadge}</Badge>}
        </span>
      </td>
      <td data-label="纳税人识别号">{title.taxNo || '—'}</td>
      <td data-cell="actions">
        <Actions>
          {!title.isDefault && (
            <Button
              $variant="text"
              disabled={settingDefault}
              aria-busy={settingDefault}
              onClick={() => void setDefault(title.id)}
            >
              {INVOICE_TITLE_TEXT.setDefault}
            </Button>
          )}
          <LinkButton as={Link} to={shopPath(mallPath, invoiceTitleFormPath(title.id))} $variant="text">
            {INVOICE_TITLE_TEXT.edit}
          </LinkButton>
          <Button $variant="text" disabled={deleting} aria-busy={deleting} onClick={() => void remove()}>
            {INVOICE_TITLE_TEXT.remove}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
