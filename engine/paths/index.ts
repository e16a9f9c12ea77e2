// One paths module (docs/architecture.md): every page of a shop and every address built to one.
export * from './pages';
export * from './mall-path';
export * from './current-nav-tab';
export * from './route-access';
export * from './after-sale-paths';
export * from './invoice-title-paths';
export * from './statement-paths';
export * from './invoice-paths';
