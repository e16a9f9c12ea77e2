// expect: no-restricted-globals
export const here = () => window.location.href;
