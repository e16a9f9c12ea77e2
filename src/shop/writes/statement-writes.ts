// 确认账单 (docs/invoices.md): locked while in flight, the server's message as the toast, the statements
// refetched.
import { STATEMENT_TEXT } from '../../../engine';
import { confirmStatement } from '../../lib/api/endpoints/statements';
import { useApiClient } from '../api-client';
import { useMessageWrite } from '../use-write';

export function useConfirmStatement() {
  const api = useApiClient();
  const { send, busy } = useMessageWrite(
    (id: string) => confirmStatement(api, id),
    { success: STATEMENT_TEXT.confirmed, failure: STATEMENT_TEXT.confirmFailed },
    (keys) => [keys.statement.all()],
  );
  return { confirm: send, confirming: busy };
}
