import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { NOTICE_KINDS } from '../../../engine';
import type { NoticeSettings } from '../../../engine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { noticeSettingsQuery } from '../../lib/api/endpoints/account';
import { useSaveNoticeSettings } from '../../shop/writes/account-writes';
import { useApiClient } from '../../shop/api-client';

const Fieldset = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 12px;
    font-size: 15px;
  }
  label {
    display: flex;
    align-items: baseline;
    gap: 10px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  small {
    color: ${({ theme }) => theme.muted};
  }
`;

/** The switches over the saved settings; what is ticked stays when a save fails. */
function SettingsForm({ saved }: { saved: NoticeSettings }) {
  const [settings, setSettings] = useState(saved);
  const { saveSettings, savingSettings } = useSaveNoticeSettings();
  return (
    <form
      aria-label="账户设置"
      onSubmit={(event) => {
        event.preventDefault();
        void saveSettings(settings);
      }}
    >
      <Fieldset>
        <legend>接收以下消息通知</legend>
        {NOTICE_KINDS.map(({ kind, label, hint }) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={settings[kind]}
              onChange={(event) => setSettings({ ...settings, [kind]: event.target.checked })}
            />
            {label}
            <small>{hint}</small>
          </label>
        ))}
      </Fieldset>
      <Button type="submit" $variant="primary" disabled={savingSettings}>
        保存设置
      </Button>
    </form>
  );
}

/** /userCenter/account/setting 账户设置 (docs/account-pages.md): which kinds of notice the member receives. */
export default function NoticeSettingsPage() {
  const api = useApiClient();
  const settings = useQuery(noticeSettingsQuery(api));
  if (settings.isPending) return <Skeleton lines={3} label="设置加载中" />;
  if (settings.isError)
    return <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <SettingsForm saved={settings.data} />;
}
