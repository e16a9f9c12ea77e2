// expect: no-restricted-syntax
declare const mallPath: string;

export const isDropshipping = mallPath === 'dropship';
