export * from './titles';
