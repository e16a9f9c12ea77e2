// 确认账单 (docs/invoices.md): locked while in flight, the server's message as the toast, the statements
// refetched.
import { useQueryClient } from '@tanstack/react-query';
import { serverMessageToast, STATEMENT_TEXT } from '../../../engine';
import { confirmStatement } from '../../lib/api/endpoints/statements';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';

export function useConfirmStatement() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (id: string) => confirmStatement(api, id),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: STATEMENT_TEXT.confirmed,
          failure: STATEMENT_TEXT.confirmFailed,
        }),
      );
      if (result.success) await queryClient.invalidateQueries({ queryKey: api.keys.statement.all() });
    },
  });
  return { confirm: send, confirming: busy };
}
