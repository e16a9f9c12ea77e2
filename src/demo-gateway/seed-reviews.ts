// Product reviews of every shop's seed (docs/reviews.md): shoppers' reviews of a few goods, newest a day
// before the seed, and `member`'s review of the line of their oldest 已完成 order. Their other 已完成 order
// (seed-users.ts) keeps its lines unreviewed, so the review page shows both its states.
import { ORDER_STATUS } from '../../engine';
import type { ShopDb } from './db';
import type { StoredReview } from './db-reviews';
import { DAY, HOUR } from './time';

type Seeded = Pick<StoredReview, 'memberName' | 'stars' | 'text' | 'anonymous'> & { images?: number };

const SHOPPERS: readonly Seeded[] = [
  { memberName: '茶友小林', stars: 5, text: '包装很用心，茶香浓郁，回甘明显，下次还会再买。', images: 2 },
  { memberName: '13912345678', stars: 4, text: '物流很快，第二天就到了，味道不错。', anonymous: false },
  { memberName: '周末喝茶', stars: 5, text: '送朋友的，朋友说很好。', anonymous: true },
  // Text that looks like markup stays text (the list renders it as typed).
  { memberName: '阿杰', stars: 3, text: '一般般，<b>性价比</b>还可以。', anonymous: false },
  { memberName: '李', stars: 5, text: '第二次购买了，品质稳定。', images: 1 },
  { memberName: 'Grace', stars: 4, text: '口感清爽，适合办公室冲泡。' },
  { memberName: '王大锤', stars: 5, text: '比超市买的新鲜。' },
  { memberName: '品茗人', stars: 4, text: '茶叶条索完整，冲泡三次仍有香气。' },
  { memberName: '小蔡', stars: 2, text: '包装有点压坏了，茶叶本身还行。' },
  { memberName: '陈先生', stars: 5, text: '公司福利发的，大家都说好。' },
  { memberName: '晓雨', stars: 4, text: '还不错。' },
].map((review) => ({ anonymous: false, ...review }));

/** Reviews per goods: which shoppers (by index) reviewed it. G-0001 has more than a page. */
const REVIEWED_GOODS: readonly [string, readonly number[]][] = [
  ['G-0001-01', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['G-0012-01', [0, 6]],
  ['G-ON-SALE-01', [1, 3, 5]],
];

const reviewImage = (goodsSkuCode: string, index: number) =>
  `/api/cdn/img/${encodeURIComponent(`review-${goodsSkuCode}-${index + 1}`)}.svg?w=400&h=400`;

export function seedReviews(db: ShopDb): void {
  const review = (fields: Omit<StoredReview, 'id' | 'goodsCode' | 'goodsSkuName' | 'images'>, images = 0) => {
    const sku = db.skus.get(fields.goodsSkuCode);
    if (!sku) return;
    db.reviews.push({
      ...fields,
      id: (db.sequence += 1),
      goodsCode: sku.goodsCode,
      goodsSkuName: sku.goodsSkuName,
      images: Array.from({ length: images }, (_, index) => reviewImage(sku.goodsSkuCode, index)),
    });
  };
  for (const [goodsSkuCode, shoppers] of REVIEWED_GOODS) {
    shoppers.forEach((index, at) => {
      const seeded = SHOPPERS[index];
      if (!seeded) return;
      const { images, ...shopper } = seeded;
      const createTime = db.base - (at + 1) * DAY - index * HOUR;
      review({ ...shopper, userId: 0, orderNo: '', goodsSkuCode, createTime }, images);
    });
  }
  const member = db.users.get('member');
  const [oldestCompleted] = db.orders
    .filter((order) => order.userId === member?.id && order.orderStatus === ORDER_STATUS.completed)
    .sort((a, b) => a.createTime - b.createTime);
  const line = oldestCompleted?.lines[0];
  if (!member || !oldestCompleted || !line) return;
  review(
    {
      userId: member.id,
      memberName: member.nickName,
      orderNo: oldestCompleted.orderNo,
      goodsSkuCode: line.goodsSkuCode,
      stars: 4,
      text: '收到货很满意，茶叶新鲜，包装完好。',
      anonymous: false,
      createTime: oldestCompleted.createTime + 3 * DAY,
    },
    1,
  );
}
