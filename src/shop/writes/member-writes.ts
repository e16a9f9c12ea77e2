// The member's writes as hooks, beside member.ts's query factories (kept apart so the first page, which reads
// the member, does not carry the mutation code).
import { useMutation } from '@tanstack/react-query';
import { addBrowseHistory } from '../../lib/api/endpoints/member';
import { useApiClient } from '../api-client';

/** Records a detail visit; nothing is shown, whatever the answer. */
export function useAddBrowseHistory() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (routeQuery: Record<string, string>) => addBrowseHistory(api, routeQuery),
  });
}
