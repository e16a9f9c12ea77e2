import { Link } from 'react-router-dom';
import {
  INVOICE_CONTENT_LABEL,
  INVOICE_CONTENTS,
  INVOICE_MEDIA,
  INVOICE_MEDIUM_LABEL,
  INVOICE_TYPE_LABEL,
  maskPhone,
  TITLE_KIND_LABEL,
} from '../../../engine';
import type { InvoiceContent, InvoiceMedium, InvoiceTitle } from '../../../engine';
import { useMayCall, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { ChoiceGroup } from './choice-group';
import type { Address } from '../../../engine/contract';

export interface ApplyChoices {
  titleId?: number;
  medium: InvoiceMedium;
  addressId?: number;
  content: InvoiceContent;
}

/**
 * The apply page's choices: the title (专用 titles only with F000412), 电子 or 纸质 (纸质 only with F000411,
 * mailed to an address of the address book), and the content.
 */
export function ApplyChoiceFields({
  titles,
  addresses,
  values,
  onChange,
}: {
  titles: readonly InvoiceTitle[];
  addresses: readonly Address[];
  values: ApplyChoices;
  onChange: (values: ApplyChoices) => void;
}) {
  const { mallPath } = useShop();
  const maySpecial = useMayCall('invoiceSpecial');
  const mayPaper = useMayCall('invoicePaper');
  return (
    <>
      <ChoiceGroup
        legend="发票抬头"
        name="invoice-title"
        chosen={values.titleId}
        onChoose={(titleId) => onChange({ ...values, titleId })}
        choices={titles.map((title) => ({
          value: title.id,
          disabled: title.invoiceType === 'special' && !maySpecial,
          label: (
            <span>
              {title.name}（{TITLE_KIND_LABEL[title.kind]} · {INVOICE_TYPE_LABEL[title.invoiceType]}）
              {title.taxNo && ` 税号 ${title.taxNo}`}
            </span>
          ),
        }))}
      >
        <Link to={shopPath(mallPath, USER_CENTRE.invoiceTitles)}>管理发票抬头</Link>
      </ChoiceGroup>
      <ChoiceGroup
        legend="发票形式"
        name="invoice-medium"
        chosen={values.medium}
        onChoose={(medium) => onChange({ ...values, medium })}
        choices={INVOICE_MEDIA.filter((medium) => medium === 'electronic' || mayPaper).map((medium) => ({
          value: medium,
          label: INVOICE_MEDIUM_LABEL[medium],
        }))}
      />
      {values.medium === 'paper' && (
        <ChoiceGroup
          legend="收件地址"
          name="invoice-address"
          chosen={values.addressId}
          onChoose={(addressId) => onChange({ ...values, addressId })}
          choices={addresses.map((address) => ({
            value: address.id,
            label: `${address.receiverName} ${maskPhone(address.receiverPhone)} ${address.path} ${address.receiverAddress}`,
          }))}
        >
          <Link to={shopPath(mallPath, USER_CENTRE.addresses)}>管理收货地址</Link>
        </ChoiceGroup>
      )}
      <ChoiceGroup
        legend="发票内容"
        name="invoice-content"
        chosen={values.content}
        onChoose={(content) => onChange({ ...values, content })}
        choices={INVOICE_CONTENTS.map((content) => ({
          value: content,
          label: INVOICE_CONTENT_LABEL[content],
        }))}
      />
    </>
  );
}
