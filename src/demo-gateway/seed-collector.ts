// The `collector` account's favourites (README.md's account table): the favourites list at scale.
import { limitsOf } from '../../engine';
import type { ShopDb } from './db';
import { MINUTE } from './time';

/**
 * The profile's page size of favourites (10,000 by default), cycling through every goods in catalogue order,
 * a minute apart, newest first. Plain records built in one loop, so a gateway reset stays fast.
 */
export function seedCollector(db: ShopDb): void {
  const collector = db.users.get('collector');
  const codes = [...db.skus.keys()];
  if (!collector || codes.length === 0) return;
  collector.favourites = Array.from({ length: limitsOf(db.resolved).lists.favouritesPageSize }, (_, at) => ({
    id: (db.sequence += 1),
    goodsSkuCode: codes[at % codes.length] ?? '',
    createTime: db.base - (at + 1) * MINUTE,
  }));
}
