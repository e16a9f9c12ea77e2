// The member's writes as hooks, beside member.ts's query factories (kept apart so the first page, which reads
// the member, does not carry the mutation code).
import { useMutation } from '@tanstack/react-query';
import { addBrowseHistory } from './member';

/** Records a detail visit; nothing is shown, whatever the answer. */
export const useAddBrowseHistory = () => useMutation({ mutationFn: addBrowseHistory });
