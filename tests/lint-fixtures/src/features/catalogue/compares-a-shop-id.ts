// expect: no-restricted-syntax
declare const id: string;

export const hidePrice = id === '9406';
