import { useCallback, useState } from 'react';
import { storageKey } from '../../engine';
import { useShop } from './shop-context';

const keyOf = (mallPath: string, name: string) => storageKey(mallPath, `draft:${name}`);

function readDraft<T>(key: string, initial: T): T {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  } catch {
    return initial;
  }
}

/**
 * A form's values while it is being filled, kept in this tab's session storage (per shop), so a
 * reload offered after a failed page load (or any reload) gives them back. `clear` once submitted.
 * `const [values, setValues, clear] = useFormDraft('purchase-request', emptyForm)`.
 */
export function useFormDraft<T>(name: string, initial: T): [T, (values: T) => void, () => void] {
  const { mallPath } = useShop();
  const key = keyOf(mallPath, name);
  const [values, setValues] = useState(() => readDraft(key, initial));
  const save = useCallback(
    (next: T) => {
      setValues(next);
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage loses the draft on reload only; the form itself keeps working.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    sessionStorage.removeItem(key);
    setValues(initial);
  }, [key, initial]);
  return [values, save, clear];
}
