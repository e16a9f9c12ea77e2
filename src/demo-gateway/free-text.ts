// Free text the gateway stores (nicknames, addresses, remarks, reasons, sourcing fields) is kept as the
// engine cleans it, and a value that shows as nothing is refused, whatever a client sends.
import { cleanFreeText, invisibleTextProblem } from '../../engine';
import { invalid } from './answer';

/** The value as it is stored; 10001 with the engine's message when only invisible characters were sent. */
export function keptText(value: string): string {
  const problem = invisibleTextProblem(value);
  if (problem) invalid(problem);
  return cleanFreeText(value);
}
