// After-sales (docs/after-sales.md): statuses and events, eligibility and the shop's policy, refunds, texts.
export * from './statuses';
export * from './eligibility';
export * from './refund';
export * from './texts';
