import { useRef, useState } from 'react';
import {
  checkImage,
  checkImageContent,
  IMAGE_HEAD_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  imageList,
  imageRoomLeft,
  uploadFailedMessage,
} from '../../../engine';
import { toast } from '../../components/toast';
import { CODE } from '../../lib/api/codes';
import { uploadImage } from '../../lib/api/endpoints/upload';
import type { ApiResult } from '../../lib/api/api-result';
import { randomId } from '../../lib/random-id';
import { useShop } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';

/** One image of the form: uploading (with the share sent) until the server answers its URL. */
export interface ImageTile {
  key: string;
  name: string;
  progress: number;
  url?: string;
}

/** What the user is told when an upload fails: the server's message as a warning, a network failure as an error. */
function tellFailure(result: ApiResult<string>): void {
  if (result.success || result.handled) return;
  if (result.code === CODE.network) toast.error(uploadFailedMessage(result.message));
  else toast.warning(result.message);
}

/**
 * The form's images (spec 2 §5, §7): each file is checked before upload (count, type by name and by its first
 * bytes, empty, size), in the order given; the accepted ones upload one after another with their progress.
 * Once the count (the shop's, or `maxCount` for a form that has its own) is reached the rest of the files
 * are refused with one message.
 */
export function useImageUploads(maxCount?: number) {
  const api = useApiClient();
  const shopLimits = useShop().limits.images;
  // A form with its own count (a review's 6, after-sales proof pictures) keeps the shop's types and size.
  const limits = maxCount === undefined ? shopLimits : { ...shopLimits, maxCount };
  const [tiles, setTiles] = useState<ImageTile[]>([]);
  // Counts and uploads read the latest tiles, not the render's: files arrive faster than renders.
  const latest = useRef<ImageTile[]>([]);
  const uploads = useRef(Promise.resolve());

  function update(change: (tiles: ImageTile[]) => ImageTile[]) {
    latest.current = change(latest.current);
    setTiles(latest.current);
  }

  const patch = (key: string, fields: Partial<ImageTile>) =>
    update((current) => current.map((tile) => (tile.key === key ? { ...tile, ...fields } : tile)));

  async function refusal(file: File): Promise<string | undefined> {
    const problem = checkImage(file, latest.current.length, limits);
    if (problem) return problem;
    // A file that cannot be read is no image we can send.
    const head = await file
      .slice(0, IMAGE_HEAD_BYTES)
      .arrayBuffer()
      .then((bytes) => new Uint8Array(bytes))
      .catch(() => new Uint8Array());
    return checkImageContent(head, limits);
  }

  async function upload(key: string, file: File) {
    if (!latest.current.some((tile) => tile.key === key)) return; // removed while it waited
    const result = await uploadImage(api, file, (progress) => patch(key, { progress }));
    if (result.success && imageList(result.data).length > 0) {
      patch(key, { url: result.data, progress: 1 });
      toast.success(IMAGE_UPLOAD_MESSAGES.uploaded);
    } else {
      update((current) => current.filter((tile) => tile.key !== key));
      tellFailure(result);
    }
  }

  /** Checks the files in order and queues the accepted ones for upload. */
  async function add(files: readonly File[]) {
    for (const file of files) {
      const problem = await refusal(file);
      if (problem) {
        toast.error(problem);
        if (imageRoomLeft(latest.current.length, limits) === 0) return; // the count: one message for the rest
        continue;
      }
      const key = randomId();
      update((current) => [...current, { key, name: file.name, progress: 0 }]);
      uploads.current = uploads.current.then(() => upload(key, file));
    }
  }

  const remove = (key: string) => update((current) => current.filter((tile) => tile.key !== key));

  return {
    tiles,
    add,
    remove,
    /** Whether an image is still on its way: the form waits for it. */
    uploading: tiles.some((tile) => tile.url === undefined),
    urls: tiles.flatMap((tile) => (tile.url ? [tile.url] : [])),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
