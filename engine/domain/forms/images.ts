// Image upload checks for purchase requests (spec 2 §5 and §9); the limits come from the profile.
import type { ShopLimits } from '../../profiles/limits';

/** The profile's image limits (`limits.images`); extensions are lower case, without the dot, in message order. */
export type ImageLimits = ShopLimits['images'];

export interface ImageFile {
  name: string;
  size: number;
}

const MEGABYTE = 1024 * 1024;

/** 最多只能上传9张 */
export function imageCountMessage({ maxCount }: ImageLimits): string {
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

/**
 * Why a file may not be added to the `uploaded` images already there, or undefined when it may: the count
 * first, then the extension (case-insensitive), then the size (each must be under maxBytes).
 */
export function checkImage(file: ImageFile, uploaded: number, limits: ImageLimits): string | undefined {
  if (uploaded >= limits.maxCount) return imageCountMessage(limits);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!limits.extensions.includes(extension)) return imageTypeMessage(limits);
  return file.size >= limits.maxBytes ? imageSizeMessage(limits) : undefined;
}

/** goodsImages as a list: the server sends one comma-separated string, the submission sends a list. */
export function imageList(value: string | readonly string[] | null | undefined): string[] {
  const urls = typeof value === 'string' ? value.split(',') : (value ?? []);
  return urls.map((url) => url.trim()).filter((url) => url !== '');
}
