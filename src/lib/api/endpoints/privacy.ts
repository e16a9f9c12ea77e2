import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { privacyKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';
import type { PrivacyRecord } from '../types';

export const privacyRecordQuery = () =>
  queryOptions({
    queryKey: privacyKeys.record(),
    queryFn: ({ signal }) =>
      get<PrivacyRecord>('/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', undefined, signal).then(
        unwrap,
      ),
  });

export const answerPrivacyPolicy = (answer: { privacyPolicyId: number; isAgree: 0 | 1 }) =>
  post<unknown>('/userPrivacyPolicy/website/addAgreeRecord', answer);

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
