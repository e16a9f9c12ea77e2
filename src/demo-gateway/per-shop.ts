// State the gateway keeps beside a shop's data (throttles, rate buckets): one map per shop, so a reset
// shop (a new db) starts with an empty one.
import type { ShopDb } from './db';

/** A lookup of each shop's own map, made on first use. */
export function perShop<K, V>(): (db: ShopDb) => Map<K, V> {
  const maps = new WeakMap<ShopDb, Map<K, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) maps.set(db, (map = new Map()));
    return map;
  };
}
