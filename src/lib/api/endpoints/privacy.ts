import { queryOptions } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { privacyKeys } from '../query-keys';
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
