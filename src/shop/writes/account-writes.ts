// The account pages' writes as hooks beside account.ts's query factories, each locked while in flight with one
// toast: the engine's success text, or the server's message on failure.
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, serverFailureToast } from '../../../engine';
import type { NoticeSettings } from '../../../engine';
import { toast } from '../../components/toast';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import {
  changePassword,
  changePhone,
  markNoticeRead,
  saveNoticeSettings,
  updateBasicInfo,
} from '../../lib/api/endpoints/account';

const saving = { success: ACCOUNT_MESSAGES.infoSaved, failure: ACCOUNT_MESSAGES.saveFailed };

/** Saves the nickname and avatar; the header and personal home read them from the member info. */
export function useUpdateBasicInfo() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof updateBasicInfo>[1]) => updateBasicInfo(api, variables),
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, saving));
      if (result.success) await queryClient.invalidateQueries({ queryKey: api.keys.member.info() });
    },
  });
  return { saveInfo: send, savingInfo: busy };
}

/**
 * Changes the password. The gateway has ended every session of the member, so `onChanged` ends this one and
 * sends them to log in again; a failure keeps the form as typed.
 */
export function useChangePassword(onChanged: () => void) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof changePassword>[1]) => changePassword(api, variables),
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
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof changePhone>[1]) => changePhone(api, variables),
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
        queryClient.invalidateQueries({ queryKey: api.keys.account.security() }),
        queryClient.invalidateQueries({ queryKey: api.keys.member.info() }),
      ]);
      onChanged();
    },
  });
  return { changePhone: send, changingPhone: busy };
}

/** Marks a notice read: no toast when it worked (the notice shows it), the server's message when not. */
export function useMarkNoticeRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { send } = useWrite(
    {
      mutationFn: (variables: Parameters<typeof markNoticeRead>[1]) => markNoticeRead(api, variables),
      onSuccess: async (result) => {
        if (!result.success && !result.handled) toast.error(result.message || ACCOUNT_MESSAGES.readFailed);
        await queryClient.invalidateQueries({ queryKey: api.keys.account.notices() });
      },
    },
    { holdAfter: false },
  );
  return send;
}

/** Saves which notices arrive. */
export function useSaveNoticeSettings() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (settings: NoticeSettings) => saveNoticeSettings(api, settings),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverFailureToast(result, {
          success: ACCOUNT_MESSAGES.settingsSaved,
          failure: ACCOUNT_MESSAGES.saveFailed,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: api.keys.account.noticeSettings() });
    },
  });
  return { saveSettings: send, savingSettings: busy };
}
