// An invoice title (发票抬头, docs/invoices.md): who the invoice is made out to. The shape every invoice screen,
// the gateway and the seed share; the field rules and their messages are beside it (title-form.ts).

/** What a member without the invoice centre's codes, or in a shop without invoices, is told (10003). */
export const INVOICE_REFUSAL = '当前账号无发票权限';

/** 抬头类型: a person or a company. */
export const TITLE_KIND_LABEL = { personal: '个人', company: '企业' } as const;
export type TitleKind = keyof typeof TITLE_KIND_LABEL;

/** 发票类型: the ordinary VAT invoice, or the special one (企业 only, where the shop allows it). */
export const INVOICE_TYPE_LABEL = { ordinary: '增值税普通发票', special: '增值税专用发票' } as const;
export type InvoiceType = keyof typeof INVOICE_TYPE_LABEL;

/** What the member fills in; a 个人 title leaves the company fields empty. */
export interface InvoiceTitleFields {
  kind: TitleKind;
  invoiceType: InvoiceType;
  /** The person's or company's name, as printed on the invoice. */
  name: string;
  /** 纳税人识别号 (a unified social credit code); 企业 only. */
  taxNo: string;
  /** 开户银行, 银行账号, 注册地址, 注册电话: required for 增值税专用发票. */
  bank: string;
  bankAccount: string;
  registeredAddress: string;
  registeredPhone: string;
  /** Where electronic invoices are sent. */
  email: string;
  isDefault: boolean;
}

export interface InvoiceTitle extends InvoiceTitleFields {
  id: number;
}
