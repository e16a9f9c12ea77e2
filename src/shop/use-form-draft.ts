import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { draftKey } from '../../engine';
import { userInfoQuery } from '../lib/api/endpoints/member';
import { useApiClient } from './api-client';
import { useShop } from './shop-context';

/** Whose drafts these are: the member's id, null for a guest, undefined while the member's info is unknown. */
function useDraftOwner(): number | null | undefined {
  const api = useApiClient();
  const { facts } = useShop();
  const member = useQuery({ ...userInfoQuery(api), enabled: facts.loggedIn, select: (user) => user.id });
  return facts.loggedIn ? member.data : null;
}

function readDraft<T>(key: string | undefined, initial: T): T {
  if (key === undefined) return initial;
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  } catch {
    return initial;
  }
}

/**
 * A form's values while it is being filled, kept in this tab's session storage per shop, member and form
 * (the engine's draftKey), so a reload offered after a failed page load (or any reload) gives them back and
 * no other member ever sees them; forgetting the member (logout, an ended login, another login) removes
 * them. Kept in memory only while the member's info is unknown. `clear` once submitted.
 * `const [values, setValues, clear] = useFormDraft('purchase-request', emptyForm)`.
 */
export function useFormDraft<T>(name: string, initial: T): [T, (values: T) => void, () => void] {
  const { mallPath } = useShop();
  const owner = useDraftOwner();
  const key = owner === undefined ? undefined : draftKey(mallPath, owner, name);
  const [draft, setDraft] = useState(() => ({ key, values: readDraft(key, initial) }));
  // The owner became known or changed: their own draft, or none (React's "adjusting state" pattern).
  if (draft.key !== key) setDraft({ key, values: readDraft(key, initial) });
  const save = useCallback(
    (next: T) => {
      setDraft({ key, values: next });
      if (key === undefined) return;
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage loses the draft on reload only; the form itself keeps working.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key !== undefined) sessionStorage.removeItem(key);
    setDraft({ key, values: initial });
  }, [key, initial]);
  return [draft.values, save, clear];
}
