// Batch orders (批量下单 and 批量下单（秒杀）, docs/batch-orders.md): rows read from a file or a paste, each
// checked against its goods, the limits, and the template.
export * from './limits';
export * from './messages';
export * from './rows';
export * from './check';
export * from './template';
export * from './settlement';
export * from './files';
