import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { PrivacyRecord } from '../../../../engine/contract';

export const privacyRecordQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.privacy.record(),
    queryFn: ({ signal }) =>
      api
        .get<PrivacyRecord>('/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', undefined, signal)
        .then(unwrap),
  });

export const answerPrivacyPolicy = (api: ApiClient, answer: { privacyPolicyId: number; isAgree: 0 | 1 }) =>
  api.post<unknown>('/userPrivacyPolicy/website/addAgreeRecord', answer);
