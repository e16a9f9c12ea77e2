// expect: nothing
export interface Resolved {
  limits: Record<string, number>;
}
