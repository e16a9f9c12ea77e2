import { useEffect } from 'react';
import { toast } from '../components/toast';
import { ApiError } from '../lib/api/api-result';

/** Whether the request client has already dealt with a failure (told the user, sent them to login). */
export function isHandledFailure(error: unknown): boolean {
  return error instanceof ApiError && error.result.handled === true;
}

/** Shows a failed query's server message as an error toast, once per failure (spec 1 §8). */
export function useErrorToast(error: Error | null): void {
  useEffect(() => {
    if (error && !isHandledFailure(error)) toast.error(error.message);
  }, [error]);
}
