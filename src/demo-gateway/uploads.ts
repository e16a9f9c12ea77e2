// The uploaded files, one store for every shop, in memory. Each file belongs to one member of one shop, who
// may keep at most UPLOAD_QUOTA of them; the whole store has a bound too. A file an avatar, a purchase
// request or a review uses is never dropped: room is made by dropping the oldest files nobody uses, and an
// upload that still does not fit is refused (10005), so one member's uploads can push out only their own
// unused ones.
import { UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGES } from '../../engine';
import { refused } from './answer';
import type { ShopDb, User } from './db';

export interface StoredFile {
  type: string;
  bytes: ArrayBuffer;
  /** uploadOwner(): the member and shop that uploaded it. */
  owner: string;
}

/** The address the upload answers; the only kind of image address avatars and requests take. */
const UPLOAD_ADDRESS = /^\/api\/cdn\/upload\/([0-9a-f]{16}\.(?:png|jpeg))$/;

export const uploadAddress = (name: string): string => `/api/cdn/upload/${name}`;

const nameOf = (address: string): string | undefined => UPLOAD_ADDRESS.exec(address)?.[1];

export const uploadOwner = (db: ShopDb, user: User): string => `${db.key}/${user.account}`;

/** The files an avatar, a purchase request, a review or an after-sales case of any member of the given shops uses. */
export function uploadsInUse(shops: Iterable<ShopDb>): Set<string> {
  const names = new Set<string>();
  for (const db of shops) {
    const addresses = [
      ...[...db.users.values()].flatMap((user) => [
        user.avatar ?? '',
        ...user.requests.flatMap((each) => each.goodsImages),
      ]),
      ...db.reviews.flatMap((review) => review.images),
    ];
    for (const address of addresses) {
      const name = nameOf(address);
      if (name !== undefined) names.add(name);
    }
    for (const address of db.afterSales.flatMap((each) => each.images)) {
      const name = nameOf(address);
      if (name !== undefined) names.add(name);
    }
  }
  return names;
}

interface Bound {
  files: number;
  bytes: number;
  message: string;
}

export class UploadStore {
  /** Oldest first: a Map keeps the order files were added in. */
  private readonly files = new Map<string, StoredFile>();

  constructor(private readonly inUse: () => ReadonlySet<string>) {}

  get(name: string): StoredFile | undefined {
    return this.files.get(name);
  }

  /** Whether the address is of a file in this store that `owner` uploaded. */
  isOwnedBy(address: string, owner: string): boolean {
    const name = nameOf(address);
    return name !== undefined && this.files.get(name)?.owner === owner;
  }

  /** Keeps the file, first dropping the oldest unused ones it needs room for; refuses when that is not enough. */
  add(name: string, file: StoredFile): void {
    const used = this.inUse();
    const member = { files: UPLOAD_QUOTA.memberFiles, bytes: UPLOAD_QUOTA.memberBytes };
    const store = { files: UPLOAD_QUOTA.storeFiles, bytes: UPLOAD_QUOTA.storeBytes };
    const dropped = [
      ...this.roomFor(file, used, (each) => each.owner === file.owner, {
        ...member,
        message: UPLOAD_QUOTA_MESSAGES.memberFull,
      }),
    ];
    const ownDropped = new Set(dropped);
    dropped.push(
      ...this.roomFor(
        file,
        used,
        () => true,
        { ...store, message: UPLOAD_QUOTA_MESSAGES.storeFull },
        ownDropped,
      ),
    );
    for (const each of dropped) this.files.delete(each);
    this.files.set(name, file);
  }

  /** The names to drop, oldest unused first, so the counted files and `file` fit the bound; or a refusal. */
  private roomFor(
    file: StoredFile,
    used: ReadonlySet<string>,
    counts: (each: StoredFile) => boolean,
    bound: Bound,
    alreadyDropped: ReadonlySet<string> = new Set(),
  ): string[] {
    const counted = [...this.files].filter(([name, each]) => counts(each) && !alreadyDropped.has(name));
    let files = counted.length + 1;
    let bytes = counted.reduce((sum, [, each]) => sum + each.bytes.byteLength, file.bytes.byteLength);
    const dropped: string[] = [];
    for (const [name, each] of counted) {
      if (files <= bound.files && bytes <= bound.bytes) break;
      if (used.has(name)) continue;
      dropped.push(name);
      files -= 1;
      bytes -= each.bytes.byteLength;
    }
    return files <= bound.files && bytes <= bound.bytes ? dropped : refused(bound.message);
  }
}
