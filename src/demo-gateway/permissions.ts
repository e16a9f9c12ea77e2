// The guarded calls ask the engine as the storefront's pages do: the member's codes and the shop's
// capabilities together (CALL_PERMISSIONS, permits), never a code alone.
import { CALL_PERMISSIONS, permits } from '../../engine';
import type { GuardedCall } from '../../engine';
import { forbidden } from './answer';
import type { Context } from './router';

/** Whether this request's member may make the call. */
export const mayCall = ({ rules, user }: Pick<Context, 'rules' | 'user'>, call: GuardedCall): boolean =>
  permits(CALL_PERMISSIONS[call], rules.capabilities, user.codes);

/** Refuses the call (10003 with the engine's message) unless the member may make it. */
export function requirePermission(context: Pick<Context, 'rules' | 'user'>, call: GuardedCall): void {
  if (!mayCall(context, call)) forbidden(CALL_PERMISSIONS[call].refusal);
}
