import { useSnapshot } from 'valtio';
import { session } from './store';

/** The session for rendering; re-renders on the parts a component reads. */
export function useSession() {
  return useSnapshot(session);
}
