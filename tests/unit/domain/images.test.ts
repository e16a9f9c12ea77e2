import {
  checkImage,
  checkImageContent,
  imageAccept,
  imageHint,
  imageKindOf,
  imageList,
  imageRoomLeft,
  uploadFailedMessage,
} from '../../../engine/domain/forms/images';
import type { ImageLimits } from '../../../engine/domain/forms/images';

// spec 2 §9, as the profiles give it.
const limits: ImageLimits = { maxCount: 9, maxBytes: 1024 * 1024, extensions: ['jpg', 'png', 'jpeg'] };

describe('spec 2 §5: image upload checks', () => {
  it.each([
    { rule: 'a small jpg is fine', file: { name: 'a.jpg', size: 1000 }, uploaded: 0, message: undefined },
    {
      rule: 'extensions are case-insensitive',
      file: { name: 'A.JPEG', size: 1000 },
      uploaded: 3,
      message: undefined,
    },
    {
      rule: 'only jpg, png, jpeg',
      file: { name: 'a.gif', size: 1000 },
      uploaded: 0,
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      rule: 'a name without extension',
      file: { name: 'jpg', size: 1000 },
      uploaded: 0,
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      rule: 'each under 1 MB',
      file: { name: 'a.png', size: 1024 * 1024 - 1 },
      uploaded: 0,
      message: undefined,
    },
    {
      rule: '1 MB is not under 1 MB',
      file: { name: 'a.png', size: 1024 * 1024 },
      uploaded: 0,
      message: '上传图片大小不能超过 1M!',
    },
    { rule: 'at most 9', file: { name: 'a.png', size: 10 }, uploaded: 9, message: '最多只能上传9张' },
    { rule: 'the 9th is still fine', file: { name: 'a.png', size: 10 }, uploaded: 8, message: undefined },
  ])('$rule', ({ file, uploaded, message }) => {
    expect(checkImage(file, uploaded, limits)).toBe(message);
  });

  it('messages follow the limits the profile gives', () => {
    const other: ImageLimits = { maxCount: 3, maxBytes: 2 * 1024 * 1024, extensions: ['png'] };
    expect(checkImage({ name: 'a.png', size: 1 }, 3, other)).toBe('最多只能上传3张');
    expect(checkImage({ name: 'a.jpg', size: 1 }, 0, other)).toBe('只能上传png格式图片！');
    expect(checkImage({ name: 'a.png', size: 3 * 1024 * 1024 }, 0, other)).toBe('上传图片大小不能超过 2M!');
  });
});

describe('spec 2 §5: what the pickers offer, from the same limits', () => {
  it.each([
    { uploaded: 0, left: 9 },
    { uploaded: 8, left: 1 },
    { uploaded: 9, left: 0 },
    { uploaded: 12, left: 0 },
  ])('$uploaded uploaded leave room for $left', ({ uploaded, left }) => {
    expect(imageRoomLeft(uploaded, limits)).toBe(left);
  });

  it.each<{ extensions: ImageLimits['extensions']; accept: string }>([
    { extensions: ['jpg', 'png', 'jpeg'], accept: '.jpg,.png,.jpeg' },
    { extensions: ['png'], accept: '.png' },
  ])('the file input accepts $accept', ({ extensions, accept }) => {
    expect(imageAccept({ ...limits, extensions })).toBe(accept);
  });
});

describe('spec 2 §3: "the server returns goodsImages as one comma-separated string, the submission sends a list"', () => {
  it.each([
    { value: 'https://a/1.jpg,https://a/2.png', expected: ['https://a/1.jpg', 'https://a/2.png'] },
    { value: ' https://a/1.jpg , ', expected: ['https://a/1.jpg'] },
    { value: ['https://a/1.jpg'], expected: ['https://a/1.jpg'] },
    { value: '', expected: [] },
    { value: null, expected: [] },
  ])('imageList($value)', ({ value, expected }) => {
    expect(imageList(value)).toEqual(expected);
  });
});

describe('spec 2 §5: the content of an upload (a renamed non-image, an empty file)', () => {
  it.each([
    { content: 'a PNG signature', head: [0x89, 0x50, 0x4e, 0x47], kind: 'png', message: undefined },
    { content: 'a JPEG SOI marker', head: [0xff, 0xd8, 0xff, 0xe1], kind: 'jpeg', message: undefined },
    {
      content: 'a PDF',
      head: [0x25, 0x50, 0x44, 0x46],
      kind: undefined,
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      content: 'a GIF',
      head: [0x47, 0x49, 0x46, 0x38],
      kind: undefined,
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      content: 'too short to tell',
      head: [0x89, 0x50],
      kind: undefined,
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    { content: 'nothing', head: [], kind: undefined, message: '上传文件不能为空' },
  ])('$content: $message', ({ head, kind, message }) => {
    expect(imageKindOf(new Uint8Array(head))).toBe(kind);
    expect(checkImageContent(new Uint8Array(head), limits)).toBe(message);
  });

  it('a 0-byte file is refused by its size before its content is read', () => {
    expect(checkImage({ name: 'a.png', size: 0 }, 0, limits)).toBe('上传文件不能为空');
  });

  it('a network failure says 上传失败 with its reason', () => {
    expect(uploadFailedMessage('网络错误，请检查网络')).toBe('上传失败：网络错误，请检查网络');
    expect(uploadFailedMessage('')).toBe('上传失败');
  });

  it('the hint names the limits', () => {
    expect(imageHint(limits)).toBe('支持jpg, png, jpeg格式，单张小于1M，最多9张');
  });
});
