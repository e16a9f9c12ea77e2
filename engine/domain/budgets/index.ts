// Budgets (docs/budgets.md): periods, figures and the overrun policy, the check at checkout, texts.
export * from './periods';
export * from './figures';
export * from './checkout';
export * from './texts';
