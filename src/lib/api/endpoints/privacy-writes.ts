// The privacy answer as a locked write, beside the record's query factory (kept apart so the first page,
// which reads the record, does not carry the mutation code).
import { useQueryClient } from '@tanstack/react-query';
import { privacyKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';
import { answerPrivacyPolicy } from './privacy';

/** Records the user's answer; a refusal shows the server's message. The record is refetched either way. */
export function useAnswerPrivacyPolicy() {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: answerPrivacyPolicy,
    onSuccess: async (result) => {
      if (!result.success) showWriteToast(result, { kind: 'error', text: result.message });
      await queryClient.invalidateQueries({ queryKey: privacyKeys.record() });
    },
  });
  return { answerPolicy: send, answering: busy };
}
