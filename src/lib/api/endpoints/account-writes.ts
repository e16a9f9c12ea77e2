// The account pages' writes as hooks beside account.ts's query factories, each locked while in flight with one
// toast: the engine's success text, or the server's message on failure.
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, serverFailureToast } from '../../../../engine';
import type { NoticeSettings } from '../../../../engine';
import { toast } from '../../../components/toast';
import { accountKeys, memberKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';
import { changePassword, changePhone, markNoticeRead, saveNoticeSettings, updateBasicInfo } from './account';

const saving = { success: ACCOUNT_MESSAGES.infoSaved, failure: ACCOUNT_MESSAGES.saveFailed };

/** Saves the nickname and avatar; the header and personal home read them from the member info. */
export function useUpdateBasicInfo() {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: updateBasicInfo,
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, saving));
      if (result.success) await queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
  return { saveInfo: send, savingInfo: busy };
}

/**
 * Changes the password. The gateway has ended every session of the member, so `onChanged` ends this one and
 * sends them to log in again; a failure keeps the form as typed.
 */
export function useChangePassword(onChanged: () => void) {
  const { send, busy } = useWrite({
    mutationFn: changePassword,
    onSuccess: (result) => {
      showWriteToast(
        result,
        serverFailureToast(result, {
          success: ACCOUNT_MESSAGES.passwordChanged,
          failure: ACCOUNT_MESSAGES.changeFailed,
        }),
      );
      if (result.success) onChanged();
    },
  });
  return { changePassword: send, changingPassword: busy };
}

/** Changes the phone; the security overview and the member info show the new (masked) number. */
export function useChangePhone(onChanged: () => void) {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: changePhone,
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverFailureToast(result, {
          success: ACCOUNT_MESSAGES.phoneChanged,
          failure: ACCOUNT_MESSAGES.changeFailed,
        }),
      );
      if (!result.success) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
      ]);
      onChanged();
    },
  });
  return { changePhone: send, changingPhone: busy };
}

/** Marks a notice read: no toast when it worked (the notice shows it), the server's message when not. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  const { send } = useWrite(
    {
      mutationFn: markNoticeRead,
      onSuccess: async (result) => {
        if (!result.success && !result.handled) toast.error(result.message || ACCOUNT_MESSAGES.readFailed);
        await queryClient.invalidateQueries({ queryKey: accountKeys.notices() });
      },
    },
    { holdAfter: false },
  );
  return send;
}

/** Saves which notices arrive. */
export function useSaveNoticeSettings() {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (settings: NoticeSettings) => saveNoticeSettings(settings),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverFailureToast(result, {
          success: ACCOUNT_MESSAGES.settingsSaved,
          failure: ACCOUNT_MESSAGES.saveFailed,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: accountKeys.noticeSettings() });
    },
  });
  return { saveSettings: send, savingSettings: busy };
}
