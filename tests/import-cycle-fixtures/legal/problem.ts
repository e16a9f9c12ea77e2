// expect: nothing
// The shared type in a module of its own: both sides import it, neither imports the other back.
export interface Problem {
  reason: string;
}
