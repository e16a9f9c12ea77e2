export * from './titles';
export * from './applications';
export * from './eligibility';
