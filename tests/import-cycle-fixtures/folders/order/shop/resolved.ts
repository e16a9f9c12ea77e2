// expect: nothing
// What both folders need, moved down into a folder of its own.
export interface Resolved {
  limits: Record<string, number>;
}
