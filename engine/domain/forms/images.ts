// Image upload checks for purchase requests (spec 2 §5 and §9); the limits come from the profile.
import type { ShopLimits } from '../../shop/limits';

/** The profile's image limits (`limits.images`); extensions are lower case, without the dot, in message order. */
export type ImageLimits = ShopLimits['images'];

export interface ImageFile {
  name: string;
  size: number;
}

const MEGABYTE = 1024 * 1024;

/** How many more images fit beside the `uploaded` ones: none once the count is reached. */
export function imageRoomLeft(uploaded: number, { maxCount }: Pick<ImageLimits, 'maxCount'>): number {
  return Math.max(0, maxCount - uploaded);
}

/** What a file input offers to pick (its accept attribute): '.jpg,.png,.jpeg'. */
export function imageAccept({ extensions }: Pick<ImageLimits, 'extensions'>): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

/** 最多只能上传9张 */
export function imageCountMessage({ maxCount }: Pick<ImageLimits, 'maxCount'>): string {
  return `最多只能上传${maxCount}张`;
}

/** 只能上传jpg, png, jpeg格式图片！ */
export function imageTypeMessage({ extensions }: ImageLimits): string {
  return `只能上传${extensions.join(', ')}格式图片！`;
}

/** 上传图片大小不能超过 1M! */
export function imageSizeMessage({ maxBytes }: ImageLimits): string {
  return `上传图片大小不能超过 ${maxBytes / MEGABYTE}M!`;
}

/** The picker's hint: 支持jpg, png, jpeg格式，单张小于1M，最多9张 */
export function imageHint({ extensions, maxBytes, maxCount }: ImageLimits): string {
  return `支持${extensions.join(', ')}格式，单张小于${maxBytes / MEGABYTE}M，最多${maxCount}张`;
}

/** Upload texts (spec 2 §7, §8): an empty file is ours (the spec names none). */
export const IMAGE_UPLOAD_MESSAGES = {
  empty: '上传文件不能为空',
  uploaded: '图片上传成功',
  failed: '上传失败',
  pending: '图片正在上传，请稍候',
} as const;

/** 上传失败：网络连接失败 — a network failure with its reason (spec 2 §8). */
export function uploadFailedMessage(reason: string): string {
  return reason ? `${IMAGE_UPLOAD_MESSAGES.failed}：${reason}` : IMAGE_UPLOAD_MESSAGES.failed;
}

/**
 * Why a file may not be added to the `uploaded` images already there, or undefined when it may: the count
 * first, then the extension (case-insensitive), then an empty file, then the size (each under maxBytes).
 */
export function checkImage(file: ImageFile, uploaded: number, limits: ImageLimits): string | undefined {
  if (imageRoomLeft(uploaded, limits) === 0) return imageCountMessage(limits);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!limits.extensions.includes(extension)) return imageTypeMessage(limits);
  if (file.size === 0) return IMAGE_UPLOAD_MESSAGES.empty;
  return file.size >= limits.maxBytes ? imageSizeMessage(limits) : undefined;
}

export type ImageKind = 'png' | 'jpeg';

/** How many leading bytes imageKindOf reads. */
export const IMAGE_HEAD_BYTES = 4;

/**
 * The image type by its first bytes (PNG's signature, JPEG's SOI marker), whatever the file is named.
 * @example imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) === 'jpeg'
 */
export function imageKindOf(head: Uint8Array): ImageKind | undefined {
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return undefined;
}

/** Why a file's content is not an image we take (empty, or not PNG/JPEG by its first bytes), or undefined. */
export function checkImageContent(head: Uint8Array, limits: ImageLimits): string | undefined {
  if (head.length === 0) return IMAGE_UPLOAD_MESSAGES.empty;
  return imageKindOf(head) ? undefined : imageTypeMessage(limits);
}

/** goodsImages as a list: the server sends one comma-separated string, the submission sends a list. */
export function imageList(value: string | readonly string[] | null | undefined): string[] {
  const urls = typeof value === 'string' ? value.split(',') : (value ?? []);
  return urls.map((url) => url.trim()).filter((url) => url !== '');
}

/** The rules beside an image picker: 支持jpg、png、jpeg格式，小于 1M */
export function imageRulesHint({ extensions, maxBytes }: ImageLimits): string {
  return `支持${extensions.join('、')}格式，小于 ${maxBytes / MEGABYTE}M`;
}
