import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  INVOICE_TITLE_LABELS,
  INVOICE_TITLE_TEXT,
  invoiceTitleFormValues,
  invoiceTitleIdOf,
  invoiceTitleRules,
} from '../../../engine';
import type { InvoiceTitle } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { LinkButton } from './link-button';
import { EmptyState } from '../../components/empty-state';
import { FieldActions } from '../../components/field-row';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { invoiceTitlesQuery } from '../../lib/api/endpoints/invoices';
import { useApiClient } from '../../shop/api-client';
import { useCapability, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useSaveInvoiceTitle } from '../../shop/writes/invoice-title-writes';
import { TitleFields } from './title-fields';
import { useTitleForm } from './use-title-form';

const Form = styled.form`
  max-width: 560px;
  padding-top: 8px;
`;

const Default = styled.label`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  margin: 0 0 18px 108px;
  ${onPhone} {
    min-height: 32px;
    margin-left: 0;
  }
`;

// On a phone (labels above the fields, FieldActions at the edge) the buttons share the line.
const Buttons = styled(FieldActions)`
  display: flex;
  gap: 12px;
  ${onPhone} {
    & > * {
      flex: 1;
      height: 44px;
    }
  }
`;

/** The form over a title being edited, or an empty one; 保存 sends it once and goes back to the list. */
function TitleEditor({ title }: { title?: InvoiceTitle }) {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const rules = invoiceTitleRules({ 'invoices.specialVat': useCapability('invoices.specialVat') });
  const form = useTitleForm(invoiceTitleFormValues(title), rules);
  const [isDefault, setIsDefault] = useState(title?.isDefault ?? false);
  const listPath = shopPath(mallPath, USER_CENTRE.invoiceTitles);
  const { saveTitle, saving } = useSaveInvoiceTitle(() => navigate(listPath));

  return (
    <Form
      aria-label="填写发票抬头"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const fields = event.currentTarget;
        if (form.submit()) void saveTitle({ ...form.values, id: title?.id, isDefault: isDefault ? 1 : 0 });
        // A refused form shows its first problem, once drawn: the field is focused (and scrolled to).
        else setTimeout(() => fields.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
      }}
    >
      <TitleFields form={form} rules={rules} />
      <Default>
        <input
          type="checkbox"
          checked={isDefault}
          // The default stays the default until another title takes its place (one per member).
          disabled={title?.isDefault}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        {INVOICE_TITLE_LABELS.isDefault}
      </Default>
      <Buttons>
        <Button type="submit" $variant="primary" disabled={saving} aria-busy={saving}>
          {INVOICE_TITLE_TEXT.save}
        </Button>
        <LinkButton as={Link} to={listPath}>
          {INVOICE_TITLE_TEXT.cancel}
        </LinkButton>
      </Buttons>
    </Form>
  );
}

/**
 * /userCenter/invoicedMsg/addInvoicedInfo 填写发票抬头 (docs/invoices.md): a new title, or with `?id=` that
 * title to edit (read from the member's list; a title that is gone says so, with the way back).
 */
export default function InvoiceTitleFormPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const id = invoiceTitleIdOf(params.get('id'));
  const titles = useQuery({ ...invoiceTitlesQuery(api), enabled: id !== undefined });

  if (id === undefined) return <TitleEditor />;
  if (titles.isPending) return <Skeleton lines={8} label="发票抬头加载中" />;
  if (titles.isError) return <LoadError message={titles.error.message} onRetry={retryOf(titles)} />;
  const title = titles.data.find((each) => each.id === id);
  if (!title)
    return (
      <EmptyState text={INVOICE_TITLE_TEXT.notFound}>
        <LinkButton as={Link} to={shopPath(mallPath, USER_CENTRE.invoiceTitles)}>
          {INVOICE_TITLE_TEXT.back}
        </LinkButton>
      </EmptyState>
    );
  return <TitleEditor key={title.id} title={title} />;
}
