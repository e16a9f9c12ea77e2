export * from './ledger';
export * from './ledger-view';
export * from './payment';
