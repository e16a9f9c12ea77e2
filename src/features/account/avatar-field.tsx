import { useRef } from 'react';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, checkImage, imageAccept, imageRulesHint } from '../../../engine';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { uploadImage } from '../../lib/api/endpoints/upload';
import { useWrite } from '../../shop/use-write';
import { useShop } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';

const AVATAR_SIZE = 96;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  img {
    width: ${AVATAR_SIZE}px;
    height: ${AVATAR_SIZE}px;
    border-radius: 50%;
    object-fit: cover;
    background: #f2f2f2;
  }
  p {
    margin: 6px 0 0;
    font-size: 12px;
    color: ${({ theme }) => theme.muted};
  }
  input {
    display: none;
  }
`;

/**
 * The avatar: a picked image is checked with the image rules of spec 2 §5 (type, under the size) before
 * anything is sent, then uploaded to `{upimgurl}/yzh/file/upload`; `onUploaded` gets its URL, which 保存 sends.
 */
export function AvatarField({ url, onUploaded }: { url: string; onUploaded: (url: string) => void }) {
  const api = useApiClient();
  const { limits } = useShop();
  const picker = useRef<HTMLInputElement>(null);
  const { send: upload, busy } = useWrite(
    {
      mutationFn: (file: Blob) => uploadImage(api, file),
      onSuccess: (result) => {
        if (result.success) {
          toast.success(ACCOUNT_MESSAGES.avatarUploaded);
          onUploaded(result.data);
        } else if (!result.handled) toast.error(result.message || ACCOUNT_MESSAGES.avatarUploadFailed);
      },
    },
    { holdAfter: false },
  );

  function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkImage(file, 0, limits.images);
    if (problem) toast.error(problem);
    else void upload(file);
  }

  return (
    <Box>
      <img src={url} alt="头像" width={AVATAR_SIZE} height={AVATAR_SIZE} />
      <div>
        <Button disabled={busy} onClick={() => picker.current?.click()}>
          {busy ? '上传中…' : '更换头像'}
        </Button>
        <p>{imageRulesHint(limits.images)}</p>
        <input
          ref={picker}
          type="file"
          aria-label="选择头像图片"
          accept={imageAccept(limits.images)}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Box>
  );
}
