// The purchase-demand dialog and the requests page inside the procurement demo shop, as the supplier (who
// holds F000430), against the in-process demo gateway. The supplier's seeded requests
// (src/demo-gateway/seed-users.ts), newest first: 人体工学办公椅 (not audited), 视频会员 季卡 (可供货, virtual goods),
// 进口咖啡机 全自动 (无法供货, with a reject reason), 西湖龙井 特级 500g (可供货, G-0001-01), 已下架的旧款茶具 (可供货,
// a deleted goods).
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchaseDialog } from '../../../src/business-ui/purchase-dialog/purchase-dialog';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast } from '../../../src/components/toast';
import SourcingPage from '../../../src/features/sourcing/sourcing-page';
import { calls, gateway, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

/**
 * jsdom's FormData and File lose the file's name (and jsdom's Blob has no arrayBuffer) on their way through
 * msw's XMLHttpRequest interceptor: these tests use Node's, as a browser's would behave.
 */
function withNodeForms(): void {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const form = await new Response(new URLSearchParams('a=1')).formData();
    globalThis.FormData = form.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}

export function startSourcingTests(): void {
  startDemoGateway();
  withNodeForms();
  beforeEach(() => toast.clear());
}

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes starting with `head` (a PNG signature unless told). */
export function imageFile(
  name: string,
  { size = 64, head = PNG_HEAD }: { size?: number; head?: number[] } = {},
) {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/** The dialog opened for a new request (or to view `requestId`), as the supplier of `procure`. */
export async function renderPurchaseDialog({ requestId }: { requestId?: number } = {}) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const onFiled = vi.fn();
  const view = await renderDemoPage(
    <>
      <PurchaseDialog open requestId={requestId} onClose={onClose} onFiled={onFiled} />
      <ConfirmHost />
    </>,
    { mallPath: 'procure', account: 'supplier', route: '/procure/home' },
  );
  return { user, onClose, onFiled, view };
}

/** /userCenter/submitProduct as the supplier of `procure`; resolves once the table shows. */
export async function renderSourcingPage() {
  const user = userEvent.setup();
  const view = await renderDemoPage(
    <>
      <SourcingPage />
      <ConfirmHost />
    </>,
    { mallPath: 'procure', account: 'supplier', route: '/procure/userCenter/submitProduct' },
  );
  await screen.findByRole('table', { name: '采购需求列表' });
  return { user, view };
}

/** Opens the seeded request named `goodsName` in view mode, from the requests page. */
export async function viewRequest(goodsName: string) {
  const page = await renderSourcingPage();
  await page.user.click(screen.getByRole('button', { name: `查看 ${goodsName}` }));
  const dialog = await screen.findByRole('dialog', { name: '查看商品' });
  await within(dialog).findByLabelText('商品名称', { selector: 'input' });
  return { ...page, dialog };
}

export const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

/** Chooses files in the image picker, as a user would (several at once). */
export function chooseImages(files: File[]) {
  fireEvent.change(screen.getByLabelText(/上传图片/), { target: { files } });
}

/** A toast saying `text`: success and warnings are status messages, errors alerts. */
export const toastSaying = (text: string, role: 'status' | 'alert' = 'status') =>
  screen.findByText(text, { selector: `[role=${role}]` });

export const uploads = () => calls('/yzh/file/upload');
export const filed = () => calls('/reportGoods/addReportGoods').map((each) => each.body);

/** A valid form, typed field by field. */
export const VALID = {
  商品名称: '人体工学椅',
  期望单价: '899.5',
  采购数量: '10',
  联系人: '王先生',
  联系电话: '13800138000',
  商品需求: '新办公室',
};

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(VALID)) await user.type(field(label), value);
}

export { gateway };
