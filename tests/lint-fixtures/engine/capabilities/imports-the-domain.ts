// expect: import-x/no-restricted-paths
// Capabilities stand under the domain rules that read them: a capability's values are named in its catalogue.
import { BUDGET_TEXT } from '../domain/budgets/texts';

export const budgetText = BUDGET_TEXT;
