import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { proxy, useSnapshot } from 'valtio';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SafeHtml } from '../../components/safe-html';
import { privacyRecordQuery } from '../../lib/api/endpoints/privacy';
import { useAnswerPrivacyPolicy } from '../../lib/api/endpoints/privacy-writes';
import { useSession } from '../../lib/session/use-session';
import { useShop } from '../../shop/shop-context';

/** A policy the user declined in this session is not asked again until the page is reloaded. */
const declined = proxy<{ policy: { token: string; privacyPolicyId: number } | null }>({ policy: null });

function decline(token: string, privacyPolicyId: number): void {
  declined.policy = { token, privacyPolicyId };
}

const POPUP_DUE = 1;

const Policy = styled(SafeHtml)`
  max-height: 52vh;
  overflow: auto;
  padding-right: 8px;
`;

/**
 * The privacy-policy consent (spec 1 §2, §4): shown to a logged-in user whose record says isPopup 1.
 * It must be answered: Esc, a click outside or a close icon do not close it. 我已阅读并同意 records the
 * consent and refetches the record; 不同意 closes the dialog and refetches.
 */
export function PrivacyDialog() {
  const { facts, capabilities, limits } = useShop();
  const { token } = useSession();
  const { policy: declinedPolicy } = useSnapshot(declined);
  const enabled = facts.loggedIn && capabilities['privacy.dialog'];
  const record = useQuery({ ...privacyRecordQuery(), enabled });
  const { answerPolicy, answering: locked } = useAnswerPrivacyPolicy();
  const current = record.data;
  const declinedNow =
    current !== undefined &&
    declinedPolicy?.token === token &&
    declinedPolicy.privacyPolicyId === current.privacyPolicyId;
  const open = enabled && current?.isPopup === POPUP_DUE && !declinedNow;
  if (!open || !current || !token) return null;

  const agree = () => answerPolicy({ privacyPolicyId: current.privacyPolicyId, isAgree: 1 });

  const disagree = () => {
    decline(token, current.privacyPolicyId);
    void record.refetch();
  };

  return (
    <Dialog
      open
      title="用户隐私协议"
      width={limits.layout.privacyDialogWidth}
      closable={false}
      footer={
        <>
          <Button onClick={disagree} disabled={locked}>
            不同意
          </Button>
          <Button $variant="primary" onClick={() => void agree()} disabled={locked} aria-busy={locked}>
            我已阅读并同意
          </Button>
        </>
      }
    >
      <Policy html={current.privacyPolicyContent} />
    </Dialog>
  );
}
