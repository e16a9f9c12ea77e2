// The member's invoice titles (发票信息, docs/invoices.md): add, edit, delete and set the default. Every rule
// and message is the engine's; this stores what it accepts.
import {
  defaultTitleId,
  INVOICE_TITLE_FIELDS,
  INVOICE_TITLE_TEXT,
  INVOICE_TITLE_WRITE_MESSAGES,
  invoiceTitleLimitRefusal,
  invoiceTitleRules,
  keptInvoiceTitle,
  validateInvoiceTitle,
} from '../../../engine';
import type { InvoiceTitleValues } from '../../../engine';
import { notFound, ok, refused } from '../answer';
import type { StoredInvoiceTitle } from '../db-invoices';
import { refuseInvalid } from '../input';
import { requirePermission } from '../permissions';
import { post } from '../router';
import type { Context, Route } from '../router';
import { titleView } from './invoices';

/** The member's titles, in the order they were added. */
const titlesOf = ({ db, user }: Context) => db.invoiceTitles.filter((title) => title.userId === user.id);

/** One of the member's titles by the body's `id`; 10004 when it is not theirs or gone. */
function ownTitle(context: Context): StoredInvoiceTitle {
  const id = context.input.number('id', { message: INVOICE_TITLE_TEXT.notFound });
  return titlesOf(context).find((title) => title.id === id) ?? notFound(INVOICE_TITLE_TEXT.notFound);
}

/** The body's title, checked by the engine's form rules (10001 with the first field's message). */
function checkedTitle({ input, rules }: Context) {
  const values = Object.fromEntries(
    INVOICE_TITLE_FIELDS.map((field) => [field, input.field(field)]),
  ) as InvoiceTitleValues;
  refuseInvalid(validateInvoiceTitle(values, invoiceTitleRules(rules.capabilities)));
  return keptInvoiceTitle(values, input.flag('isDefault', 0) === 1);
}

/** One default per member: the one just chosen, else the one that was, else the oldest. */
function settleDefault(context: Context, chosen?: number): void {
  const titles = titlesOf(context);
  const id = defaultTitleId(titles, chosen);
  for (const title of titles) title.isDefault = title.id === id;
}

/** Every call needs 发票信息's code in a shop with invoices. */
const guarded = (path: string, handle: (context: Context) => unknown): Route =>
  post(path, 'user', (context) => {
    requirePermission(context, 'invoiceTitles');
    return handle(context);
  });

export const invoiceTitleRoutes: Route[] = [
  guarded('/mall/invoice/titles/add', (context) => {
    const { db, user, rules } = context;
    const full = invoiceTitleLimitRefusal(titlesOf(context).length, rules.limits.invoices);
    if (full) refused(full);
    const title: StoredInvoiceTitle = { ...checkedTitle(context), id: (db.sequence += 1), userId: user.id };
    db.invoiceTitles.push(title);
    settleDefault(context, title.isDefault ? title.id : undefined);
    return ok(titleView(title), INVOICE_TITLE_WRITE_MESSAGES.create.success);
  }),
  guarded('/mall/invoice/titles/edit', (context) => {
    const title = ownTitle(context);
    Object.assign(title, checkedTitle(context));
    settleDefault(context, title.isDefault ? title.id : undefined);
    return ok(titleView(title), INVOICE_TITLE_WRITE_MESSAGES.update.success);
  }),
  guarded('/mall/invoice/titles/delete', (context) => {
    const title = ownTitle(context);
    context.db.invoiceTitles = context.db.invoiceTitles.filter((each) => each !== title);
    settleDefault(context);
    return ok(null, INVOICE_TITLE_WRITE_MESSAGES.remove.success);
  }),
  guarded('/mall/invoice/titles/setDefault', (context) => {
    settleDefault(context, ownTitle(context).id);
    return ok(null, INVOICE_TITLE_WRITE_MESSAGES.setDefault.success);
  }),
];
