// expect: no-restricted-syntax
declare const profile: { type: number };

export const isDropshipping = profile.type === 10;
