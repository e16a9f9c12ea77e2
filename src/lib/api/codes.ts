// The error catalogue lives in the engine (engine/domain/error-catalogue.ts); the client adds its own code.
import { ANSWER_CODE, CATALOGUE_TEXT } from '../../../engine';

export { CATALOGUE_MESSAGE, httpFailureMessage } from '../../../engine';

/** Answer codes of the gateway (spec 1 §8) and of the client itself. */
export const CODE = {
  ...ANSWER_CODE,
  /** Client-only: the request was superseded by an identical one or cancelled by the caller. */
  cancelled: 'CANCELLED',
  /** Client-only: the client refused the write before asking, by an engine rule (a full cart). */
  refusedHere: 'REFUSED_HERE',
} as const;

/** The texts users see (spec 1 §8). */
export const MESSAGE = CATALOGUE_TEXT;
