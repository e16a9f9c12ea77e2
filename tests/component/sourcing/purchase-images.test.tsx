import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../goods/demo-shop';
import {
  chooseImages,
  filed,
  fillValid,
  gateway,
  imageFile,
  JPEG_HEAD,
  renderPurchaseDialog,
  startSourcingTests,
  toastSaying,
  uploads,
} from './sourcing-harness';
import { scaled } from '../../../scripts/lib/time-scale';

startSourcingTests();

const images = () => within(screen.getByRole('list', { name: '商品图片' }));
const thumbnails = () => images().queryAllByRole('img');
const uploadedNames = () => uploads().map((each) => ((each.body as FormData).get('file') as File).name);
/** Uploads answer after `ms` (the gateway's delay fault does not hold an XHR request in process). */
const slowUploads = (ms: number) =>
  server.use(
    http.post('*/yzh/file/upload', async ({ request }) => {
      await delay(ms);
      return gateway.handle(request);
    }),
  );

const toastCount = (text: string) =>
  screen.queryAllByText(text, { selector: '[role=status], [role=alert]' }).length;

describe('spec 2 §5, §7: images are uploaded after their checks', () => {
  it('uploads a png and a jpeg: 图片上传成功, thumbnails, goodsImages sent as a list', async () => {
    const { user } = await renderPurchaseDialog();
    chooseImages([imageFile('a.png'), imageFile('b.JPG', { head: JPEG_HEAD })]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(await screen.findAllByText('图片上传成功')).toHaveLength(2);
    expect(uploadedNames()).toEqual(['a.png', 'b.JPG']);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(filed()).toHaveLength(1));
    const sent = (filed()[0] as { goodsImages: string[] }).goodsImages;
    expect(sent).toHaveLength(2);
    expect(sent.every((url) => url.startsWith('/api/cdn/upload/'))).toBe(true);
  });

  it('a removed thumbnail is not sent', async () => {
    const { user } = await renderPurchaseDialog();
    chooseImages([imageFile('a.png'), imageFile('b.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '删除图片1' }));
    expect(thumbnails()).toHaveLength(1);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(filed()).toHaveLength(1));
    expect((filed()[0] as { goodsImages: string[] }).goodsImages).toHaveLength(1);
  });
});

describe('spec 2 §5: the checks before upload send nothing', () => {
  it.each([
    {
      rule: 'only jpg, png, jpeg by name',
      file: () => imageFile('a.gif'),
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      rule: 'a file renamed to .jpg that is not an image (its first bytes)',
      file: () => imageFile('notes.jpg', { head: [0x25, 0x50, 0x44, 0x46] }),
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      rule: 'each under 1 MB',
      file: () => imageFile('big.png', { size: 1024 * 1024 }),
      message: '上传图片大小不能超过 1M!',
    },
    { rule: 'a 0-byte file', file: () => imageFile('empty.png', { size: 0 }), message: '上传文件不能为空' },
  ])('$rule: $message', async ({ file, message }) => {
    await renderPurchaseDialog();
    chooseImages([file()]);
    expect(await toastSaying(message, 'alert')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(0);
    expect(uploads()).toHaveLength(0);
  });

  it('just under 1 MB uploads', async () => {
    await renderPurchaseDialog();
    chooseImages([imageFile('edge.png', { size: 1024 * 1024 - 1 })]);
    expect(await toastSaying('图片上传成功')).toBeInTheDocument();
  });

  it('10 files at once: the first 9 upload in order, the tenth gets 最多只能上传9张 once', async () => {
    await renderPurchaseDialog();
    const files = Array.from({ length: 10 }, (_, index) => imageFile(`p${index + 1}.png`));
    chooseImages(files);
    expect(await toastSaying('最多只能上传9张', 'alert')).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(9), { timeout: scaled(20_000) });
    expect(uploadedNames()).toEqual(files.slice(0, 9).map((file) => file.name));
    expect(toastCount('最多只能上传9张')).toBe(1);
    // Nine images: the picker is gone, so no tenth can be chosen.
    expect(screen.queryByLabelText(/上传图片/)).toBeNull();
  });

  it('a refused file among good ones: the others still upload, in order', async () => {
    await renderPurchaseDialog();
    chooseImages([imageFile('a.png'), imageFile('b.gif'), imageFile('c.png')]);
    expect(await toastSaying('只能上传jpg, png, jpeg格式图片！', 'alert')).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(uploadedNames()).toEqual(['a.png', 'c.png']);
  });
});

describe('spec 2 §7, §8: upload outcomes', () => {
  it('a server failure shows its message as a warning; nothing is added', async () => {
    gateway.faults.add({ path: '/yzh/file/upload', code: '10001', times: 1 });
    await renderPurchaseDialog();
    chooseImages([imageFile('a.png')]);
    expect(await toastSaying('演示故障', 'status')).toBeInTheDocument();
    await waitFor(() => expect(images().queryByRole('progressbar')).toBeNull());
    expect(thumbnails()).toHaveLength(0);
  });

  it('a network failure shows 上传失败 with the reason as an error', async () => {
    server.use(http.post('*/yzh/file/upload', () => HttpResponse.error()));
    await renderPurchaseDialog();
    chooseImages([imageFile('a.png')]);
    expect(await toastSaying('上传失败：网络错误，请检查网络', 'alert')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(0);
  });

  it('shows the upload progress until the server answers', async () => {
    slowUploads(scaled(400));
    await renderPurchaseDialog();
    chooseImages([imageFile('slow.png')]);
    expect(await images().findByRole('progressbar', { name: 'slow.png 上传进度' })).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(images().queryByRole('progressbar')).toBeNull();
  });

  it('submitting while an image uploads waits for it', async () => {
    slowUploads(scaled(800));
    const { user } = await renderPurchaseDialog();
    await fillValid(user);
    chooseImages([imageFile('slow.png')]);
    await images().findByRole('progressbar');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await toastSaying('图片正在上传，请稍候')).toBeInTheDocument();
    expect(filed()).toHaveLength(0);
  });
});
