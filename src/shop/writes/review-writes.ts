// Submitting a product review: one write, locked in flight, the server's message either way, and every
// review answer refetched so the line shows 已评价 and the goods its new average.
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_MESSAGES, serverMessageToast } from '../../../engine';
import { submitReview } from '../../lib/api/endpoints/reviews';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import type { ReviewInput } from '../../../engine/contract';

export function useSubmitReview() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (review: ReviewInput) => submitReview(api, review),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: REVIEW_MESSAGES.submitted,
          failure: REVIEW_MESSAGES.submitFailed,
        }),
      );
      if (result.success) await queryClient.invalidateQueries({ queryKey: api.keys.review.all() });
    },
  });
  return { submit: send, submitting: busy };
}
