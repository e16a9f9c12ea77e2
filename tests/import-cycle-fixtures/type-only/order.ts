// expect: cycle
// order → line → order, through type imports only: the lint's no-cycle lets this through.
import type { Line } from './line';

export interface Order {
  lines: Line[];
}
