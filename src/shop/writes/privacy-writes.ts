// The privacy answer as a locked write, beside the record's query factory (kept apart so the first page,
// which reads the record, does not carry the mutation code).
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { answerPrivacyPolicy } from '../../lib/api/endpoints/privacy';

/** Records the user's answer; a refusal shows the server's message. The record is refetched either way. */
export function useAnswerPrivacyPolicy() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof answerPrivacyPolicy>[1]) => answerPrivacyPolicy(api, variables),
    onSuccess: async (result) => {
      if (!result.success) showWriteToast(result, { kind: 'error', text: result.message });
      await queryClient.invalidateQueries({ queryKey: api.keys.privacy.record() });
    },
  });
  return { answerPolicy: send, answering: busy };
}
