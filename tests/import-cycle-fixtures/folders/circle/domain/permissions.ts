// expect: nothing
export const PERMISSIONS = ['F000143'];
