// expect: nothing
// The defaults name a rule's permission: profiles/ → domain/.
import { PERMISSIONS } from '../domain/permissions';

export const defaults = { menu: PERMISSIONS };
