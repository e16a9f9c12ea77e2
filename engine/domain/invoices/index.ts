export * from './titles';
export * from './tax-number';
export * from './title-form';
export * from './title-book';
export * from './applications';
export * from './eligibility';
export * from './resend';
