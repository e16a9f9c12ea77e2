import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PRIVACY_MESSAGES, PRIVACY_POPUP_DUE } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SafeHtml } from '../../components/safe-html';
import { toast } from '../../components/toast';
import { privacyRecordQuery } from '../../lib/api/endpoints/privacy';
import { useAnswerPrivacyPolicy } from '../../shop/writes/privacy-writes';
import { useCapability, useShop } from '../../shop/shop-context';
import { useSignOut } from './use-sign-out';
import { useApiClient } from '../../shop/api-client';

// Its own scroll box over the page; on a phone the full-screen dialog's body is the one scroll.
const Policy = styled(SafeHtml)`
  max-height: 52vh;
  overflow: auto;
  padding-right: 8px;
  ${onPhone} {
    max-height: none;
    overflow: visible;
    padding-right: 0;
    overflow-wrap: anywhere;
    img {
      max-width: 100%;
      height: auto;
    }
  }
`;

/**
 * The privacy-policy consent (spec 1 §2, §4): shown to a logged-in user whose record says isPopup 1.
 * It must be answered: Esc, a click outside or a close icon do not close it. 我已阅读并同意 records the
 * consent and refetches the record. 不同意 closes the dialog and ends the login with a message: nobody
 * shops on an account whose user declined (docs/account-pages.md); the next login asks again.
 */
export function PrivacyDialog() {
  const api = useApiClient();
  const privacyDialog = useCapability('privacy.dialog');
  const { facts, limits } = useShop();
  const enabled = facts.loggedIn && privacyDialog;
  const record = useQuery({ ...privacyRecordQuery(api), enabled });
  const { answerPolicy, answering } = useAnswerPrivacyPolicy();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const current = record.data;
  if (!enabled || current?.isPopup !== PRIVACY_POPUP_DUE) return null;

  const locked = answering || leaving;
  const agree = () => answerPolicy({ privacyPolicyId: current.privacyPolicyId, isAgree: 1 });

  const disagree = () => {
    setLeaving(true);
    toast.warning(PRIVACY_MESSAGES.declined);
    void signOut();
  };

  return (
    <Dialog
      open
      title="用户隐私协议"
      width={limits.layout.privacyDialogWidth}
      closable={false}
      fullScreenOnPhone
      footer={
        <>
          <Button onClick={disagree} disabled={locked} aria-busy={leaving}>
            不同意
          </Button>
          <Button $variant="primary" onClick={() => void agree()} disabled={locked} aria-busy={answering}>
            我已阅读并同意
          </Button>
        </>
      }
    >
      <Policy html={current.privacyPolicyContent} />
    </Dialog>
  );
}
