// Uploads and the purchase requests that use them, as an abuser meets them: one member's uploads can push
// out only their own unused files, never an avatar or a request's images; a member past the quota is
// refused; a request takes only the member's own uploads, counted after splitting, and only a web link.
import { describe, expect, it } from 'vitest';
import { PURCHASE_REQUEST_MESSAGES, UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import { PNG_BYTES } from './helpers';

const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));
const BASE = 'http://shop.test';

async function upload(
  session: string,
  mallPath: string,
): Promise<{ code: string; message: string; data: string }> {
  const form = new FormData();
  form.append('file', new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
  const answer = await fetch(`${BASE}/api/file/yzh/file/upload`, {
    method: 'POST',
    headers: { 'X-Mall-Path': mallPath, Authorization: session },
    body: form,
  });
  return (await answer.json()) as { code: string; message: string; data: string };
}

const served = async (address: string) => (await fetch(BASE + address)).status;

const request = {
  goodsName: '人体工学椅',
  expectedPrice: '899.50',
  buyCount: '10',
  contacts: '王先生',
  concatPhone: '13800138000',
  reason: '新办公室',
};

async function submit(session: string, fields: Record<string, unknown>) {
  return call('/api/mall/reportGoods/addReportGoods', {
    mallPath: 'procure',
    token: session,
    body: { ...request, ...fields },
  });
}

async function uploads(session: string, mallPath: string, count: number): Promise<string[]> {
  const addresses: string[] = [];
  for (let each = 0; each < count; each += 1) addresses.push((await upload(session, mallPath)).data);
  return addresses;
}

describe('the upload store', () => {
  it("keeps everyone's avatar and request images while one member uploads 200 files", async () => {
    const member = await token('member');
    const supplier = await token('supplier', 'procure');
    const [avatar = ''] = await uploads(member, 'points', 1);
    await call('/api/mall/member/updateBasicInfo', {
      token: member,
      body: { nickName: '会员', headPortrait: avatar },
    });
    const images = await uploads(supplier, 'procure', 2);
    expect(await submit(supplier, { goodsImages: images })).toMatchObject({ code: '00000' });

    const flood = await uploads(member, 'points', 200);

    expect(await served(avatar)).toBe(200);
    for (const image of images) expect(await served(image)).toBe(200);
    // The flood pushed out only the flooder's own unused files, oldest first.
    expect(await served(flood[0] ?? '')).toBe(404);
    expect(await served(flood.at(-1) ?? '')).toBe(200);
    const kept = await Promise.all(flood.map(served));
    expect(kept.filter((status) => status === 200)).toHaveLength(UPLOAD_QUOTA.memberFiles - 1);
  });

  it('refuses a member whose files are all in use with 10005 and the quota message', async () => {
    const supplier = await token('supplier', 'procure');
    const images = await uploads(supplier, 'procure', UPLOAD_QUOTA.memberFiles);
    for (let start = 0; start < images.length; start += 9) {
      expect(await submit(supplier, { goodsImages: images.slice(start, start + 9) })).toMatchObject({
        code: '00000',
      });
    }
    expect(await upload(supplier, 'procure')).toMatchObject({
      code: '10005',
      message: UPLOAD_QUOTA_MESSAGES.memberFull,
    });
    for (const image of images) expect(await served(image)).toBe(200);
  });
});

describe('a purchase request takes only its own uploads and web links', () => {
  it.each([
    ['an off-site image', () => ['https://evil.test/a.png']],
    ['a data: image', () => ['data:image/png;base64,AAAA']],
    ['an upload address that was never uploaded', () => ['/api/cdn/upload/0123456789abcdef.png']],
  ])('refuses %s with 10001', async (_, images) => {
    const supplier = await token('supplier', 'procure');
    expect(await submit(supplier, { goodsImages: images() })).toMatchObject({
      code: '10001',
      message: UPLOAD_QUOTA_MESSAGES.notOwnUpload,
    });
  });

  it("refuses another member's upload", async () => {
    const [theirs = ''] = await uploads(await token('member', 'procure'), 'procure', 1);
    const supplier = await token('supplier', 'procure');
    expect(await submit(supplier, { goodsImages: [theirs] })).toMatchObject({
      code: '10001',
      message: UPLOAD_QUOTA_MESSAGES.notOwnUpload,
    });
  });

  it('counts comma-packed images after splitting them: 11 in one entry is over the limit of 9', async () => {
    const supplier = await token('supplier', 'procure');
    const images = await uploads(supplier, 'procure', 11);
    expect(await submit(supplier, { goodsImages: [images.join(',')] })).toMatchObject({
      code: '10001',
      message: '最多只能上传9张',
    });
    expect(await submit(supplier, { goodsImages: [images.slice(0, 9).join(',')] })).toMatchObject({
      code: '00000',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', ' JavaScript:alert(1)'])(
    'refuses the goods link %s with 10001',
    async (goodsUrl) => {
      const supplier = await token('supplier', 'procure');
      expect(await submit(supplier, { goodsUrl })).toMatchObject({
        code: '10001',
        message: PURCHASE_REQUEST_MESSAGES.goodsUrl,
      });
    },
  );

  it('takes an https goods link', async () => {
    const supplier = await token('supplier', 'procure');
    expect(await submit(supplier, { goodsUrl: 'https://shop.example.com/chair' })).toMatchObject({
      code: '00000',
    });
  });
});
