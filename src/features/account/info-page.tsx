import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { checkNickname, cleanFreeText } from '../../../engine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { useUpdateBasicInfo } from '../../shop/writes/account-writes';
import { userInfoQuery } from '../../lib/api/endpoints/member';
import { AvatarField } from './avatar-field';
import { FieldActions, FieldRow, InputField } from '../../components/field-row';
import { AccountForm } from './account-form';
import { useApiClient } from '../../shop/api-client';
import type { UserInfo } from '../../../engine/contract';

/** The form over the loaded member info: what is typed and uploaded stays until saved, even when a save fails. */
function InfoForm({ info }: { info: UserInfo }) {
  const [nickName, setNickName] = useState(info.nickName);
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const { saveInfo, savingInfo } = useUpdateBasicInfo();

  return (
    <AccountForm
      aria-label="个人信息"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = checkNickname(nickName);
        setError(problem);
        if (!problem) void saveInfo({ nickName: cleanFreeText(nickName), headPortrait: avatar });
      }}
    >
      <FieldRow label="头像">
        <AvatarField url={avatar ?? info.headPortrait} onUploaded={setAvatar} />
      </FieldRow>
      <FieldRow label="账号">{info.account}</FieldRow>
      <InputField
        label="昵称"
        value={nickName}
        error={error}
        onChange={(event) => {
          setNickName(event.target.value);
          if (error !== undefined) setError(checkNickname(event.target.value));
        }}
        onBlur={() => setError(checkNickname(nickName))}
      />
      <FieldActions>
        <Button type="submit" $variant="primary" disabled={savingInfo}>
          保存
        </Button>
      </FieldActions>
    </AccountForm>
  );
}

/** /userCenter/info 个人信息 (docs/account-pages.md): the avatar and the nickname. */
export default function InfoPage() {
  const api = useApiClient();
  const info = useQuery(userInfoQuery(api));
  if (info.isPending) return <Skeleton lines={3} label="个人信息加载中" />;
  if (info.isError) return <LoadError message={info.error.message} onRetry={() => void info.refetch()} />;
  return <InfoForm info={info.data} />;
}
