export * from './amounts';
export * from './export';
export * from './periods';
export * from './statuses';
