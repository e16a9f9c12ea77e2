import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, post, unwrap } from '../request';
import type { PrivacyRecord } from '../types';

export const privacyRecordQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'privacy', 'record'],
    queryFn: ({ signal }) =>
      get<PrivacyRecord>('/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', undefined, signal).then(
        unwrap,
      ),
  });

export const answerPrivacyPolicy = (answer: { privacyPolicyId: number; isAgree: 0 | 1 }) =>
  post<unknown>('/userPrivacyPolicy/website/addAgreeRecord', answer);
