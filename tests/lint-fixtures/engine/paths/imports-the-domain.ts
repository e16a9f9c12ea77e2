// expect: import-x/no-restricted-paths
// An address chosen by a rule is built beside the rule (invoiceDetailPath in the domain), not here.
import { inApplicationList } from '../domain/invoices/applications';

export const inInvoices = inApplicationList;
