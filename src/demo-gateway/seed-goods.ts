// The goods of one shop's seed: the category tree and every goods of catalogue.ts, with the special goods'
// states (README.md), priced per shop by the seed's PRNG.
import {
  ACTIVITY_TYPE,
  GOODS_TYPE,
  POINTS_BATCH_CAN_BUY,
  SALES_AREA_LIMIT_TYPE,
  SHELVES_STATUS,
  VIRTUAL_ORDER,
} from '../../engine';
import type { SalesCategory } from '../../engine/contract';
import { CATEGORY_TREE, SPECIAL_GOODS } from './catalogue';
import type { CategorySeed, SpecialSeed } from './catalogue';
import type { Random } from './prng';
import { DAY, HOUR } from './time';
import type { SalesAreaSeed, ShopDb, Sku } from './db';

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A seeded order's goods totals from its lines: money to the cent, points whole. */
export const seededGoodsTotals = (
  lines: readonly { unitMoney: number; unitPoints: number; quantity: number }[],
) => ({
  goodsMoney: round2(lines.reduce((total, line) => total + line.unitMoney * line.quantity, 0)),
  goodsPoints: lines.reduce((total, line) => total + line.unitPoints * line.quantity, 0),
});

const code3 = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(2, '0')}`;

export function categoriesOf(tree: CategorySeed[], parent = 'C', group = ''): SalesCategory[] {
  return tree.map((node, index) => {
    const categoryCode = parent === 'C' ? `C${index + 1}` : code3(parent, index);
    const categoryGroupNo = group || String(index + 1);
    return {
      categoryCode,
      categoryName: node.name,
      categoryGroupNo,
      childCategory: node.children ? categoriesOf(node.children, categoryCode, categoryGroupNo) : null,
    };
  });
}

/** [first, second, last] codes of each third-level category, by name. */
function leafPaths(categories: SalesCategory[]): Map<string, [string, string, string]> {
  const paths = new Map<string, [string, string, string]>();
  for (const first of categories)
    for (const second of first.childCategory ?? [])
      for (const last of second.childCategory ?? [])
        paths.set(last.categoryName, [first.categoryCode, second.categoryCode, last.categoryCode]);
  return paths;
}

export interface PriceSet {
  price: (money: number) => number;
}

export function goodsSeed(db: ShopDb, random: Random, prices: PriceSet): void {
  const paths = leafPaths(db.categories);
  const supplier = () => random.pick(['商城自营', '品牌直供', '优选供应商']);
  let rank = 0;
  const add = (sku: Omit<Sku, 'rank'>) => db.skus.set(sku.goodsSkuCode, { ...sku, rank: rank++ });
  const base = (
    name: string,
    money: number,
    category: string,
  ): Omit<Sku, 'rank' | 'goodsCode' | 'goodsSkuCode' | 'brandName' | 'unit'> => {
    const path = paths.get(category);
    if (!path) throw new Error(`unknown seed category ${category}`);
    return {
      goodsName: name,
      goodsSkuName: name,
      categoryCodes: path,
      sellingPrice: prices.price(money),
      marketPrice: prices.price(money * 1.2),
      supplyPrice: round2(money * 0.8),
      quotaIntrgral: 0,
      isQuotaGoods: 0,
      discountRate: null,
      labelImgUrl: '',
      usableNum: random.int(20, 999),
      salesNum: random.int(0, 5000),
      shelvesStatus: SHELVES_STATUS.on,
      deleted: false,
      pointsBatchCanBuy: POINTS_BATCH_CAN_BUY.yes,
      goodsType: GOODS_TYPE.normal,
      orderGoodsType: GOODS_TYPE.normal,
      virtualOrder: VIRTUAL_ORDER.normal,
      isOpenLadderPrice: 0,
      ladderPriceGoodsList: [],
      salesAreas: [],
      activity: null,
      createTime: db.base - random.int(1, 365) * DAY,
      supplierName: supplier(),
    };
  };

  for (const special of SPECIAL_GOODS) {
    const money = round2(special.price * (0.9 + random.next() * 0.2));
    const common = {
      ...base(special.name, money, special.category),
      ...specialFields(special, money, db.base, prices),
    };
    const skus = special.skus ?? [['', common.usableNum] as const];
    skus.forEach(([suffix, stock], index) =>
      add({
        ...common,
        goodsCode: special.code,
        goodsSkuCode: `${special.code}-${String(index + 1).padStart(2, '0')}`,
        goodsSkuName: suffix ? `${special.name} ${suffix}` : special.name,
        brandName: special.brand,
        unit: special.unit,
        usableNum: stock,
      }),
    );
  }

  let index = 0;
  const walk = (nodes: CategorySeed[]) => {
    for (const node of nodes) {
      walk(node.children ?? []);
      for (const [name, brandName, unit, price] of node.goods ?? []) {
        index += 1;
        const goodsCode = `G-${String(index).padStart(4, '0')}`;
        const money = round2(price * (0.9 + random.next() * 0.2));
        const virtual = node.name === '影音会员' || node.name === '话费充值' || node.name === '出行卡券';
        add({
          ...base(name, money, node.name),
          goodsCode,
          goodsSkuCode: `${goodsCode}-01`,
          brandName,
          unit,
          ...(virtual ? VIRTUAL_FIELDS : {}),
          ...(random.next() < 0.12 ? { labelImgUrl: '/api/cdn/img/label-new.svg?w=48&h=20&text=NEW' } : {}),
        });
      }
    }
  };
  walk(CATEGORY_TREE);
}

const VIRTUAL_FIELDS = {
  goodsType: GOODS_TYPE.virtual,
  orderGoodsType: GOODS_TYPE.virtual,
  virtualOrder: VIRTUAL_ORDER.virtual,
} as const;

const area = (provinceIds: string, limitType: SalesAreaSeed['limitType']): SalesAreaSeed => ({
  provinceIds,
  cityIds: '',
  areaIds: '',
  limitType,
});

/** Each flash sale's most units per order, and the office paper's minimum order (batch orders check both). */
const FLASH_SALE_LIMIT = 5;
const LADDER_MINIMUM = 2;

function specialFields(special: SpecialSeed, money: number, base: number, { price }: PriceSet): Partial<Sku> {
  const flash = (start: number, end: number): Partial<Sku> => ({
    activity: {
      activityType: ACTIVITY_TYPE.flashSale,
      activityPrice: price(money * 0.6),
      expireStartTime: base + start,
      expireEndTime: base + end,
      limitNum: FLASH_SALE_LIMIT,
    },
  });
  switch (special.code) {
    case 'G-ON-SALE':
      return { salesNum: 1288, usableNum: 500 };
    case 'G-OFF-SHELF':
      return { shelvesStatus: SHELVES_STATUS.off };
    case 'G-SOLD-OUT':
      return { usableNum: 0, salesNum: 3650 };
    case 'G-LOW-STOCK':
      return { usableNum: 3 };
    case 'G-AREA-EXCLUDED':
      return { salesAreas: [area('1', SALES_AREA_LIMIT_TYPE.restriction)] };
    case 'G-AREA-ONLY':
      return { salesAreas: [area('19', SALES_AREA_LIMIT_TYPE.exclusion)] };
    case 'G-NO-POINTS':
      return { pointsBatchCanBuy: POINTS_BATCH_CAN_BUY.no };
    case 'G-FLASH-UPCOMING':
      return flash(2 * HOUR, DAY);
    case 'G-FLASH-RUNNING':
      return flash(-HOUR, 3 * DAY);
    case 'G-FLASH-ENDED':
      return flash(-2 * DAY, -DAY);
    case 'G-ACTIVITY':
      return { activity: { activityType: ACTIVITY_TYPE.specialPrice, activityPrice: price(money * 0.75) } };
    case 'G-DISCOUNT':
      return { discountRate: 8.5, marketPrice: price(money / 0.85) };
    case 'G-QUOTA':
      return { isQuotaGoods: 1, supplyPrice: round2(money * 0.5), quotaIntrgral: Math.round(money * 5) };
    case 'G-LADDER':
      return {
        minBuyNum: LADDER_MINIMUM,
        isOpenLadderPrice: 1,
        ladderPriceGoodsList: [
          { minCount: 1, ladderSellingPrice: price(money) },
          { minCount: 10, ladderSellingPrice: price(money * 0.9) },
          { minCount: 50, ladderSellingPrice: price(money * 0.8) },
        ],
      };
    case 'G-VIRTUAL':
      return VIRTUAL_FIELDS;
    case 'G-VIRTUAL-RECHARGE':
      return { orderGoodsType: GOODS_TYPE.virtual };
    case 'G-DELETED':
      return { deleted: true, shelvesStatus: SHELVES_STATUS.off };
    default:
      return {};
  }
}
