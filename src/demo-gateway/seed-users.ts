// The users of one shop's seed (seed-accounts.ts): addresses, cart, favourites, histories, orders and the
// supplier's purchase requests, dated relative to the seed time.
import { AUDIT_STATUS, isPaidStatus, linesSettlementKind, ORDER_STATUS } from '../../engine';
import type { AddressRegion, OrderStatus } from '../../engine';
import { regionPath, regionSelection } from './regions';
import type { RegionIds } from './regions';
import { ACCOUNTS, DEMO_PASSWORD, newUser } from './seed-accounts';
import { seededGoodsTotals } from './seed-goods';
import { ordersNeedReview, shopRules } from './shop-rules';
import { DAY, HOUR } from './time';
import { goodsView } from './views';
import type { OrderStep, PurchaseRequest, ShopDb, StoredAddress } from './db';

/** The steps an ordinary order takes, a day apart: a seeded order has gone through those before its status. */
const ORDER_FLOW: readonly OrderStatus[] = [
  ORDER_STATUS.toShip,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
];

function seededHistory(status: OrderStatus, createTime: number): OrderStep[] {
  const steps = ORDER_FLOW.includes(status) ? ORDER_FLOW.slice(0, ORDER_FLOW.indexOf(status) + 1) : [status];
  return steps.map((each, index) => ({ status: each, time: createTime + index * DAY, remark: '' }));
}

function address(
  db: ShopDb,
  fields: Omit<StoredAddress, keyof AddressRegion | 'id'>,
  ids: RegionIds,
): StoredAddress {
  const path = regionPath(regionSelection(ids));
  if (!path) throw new Error('seed address has a broken region chain');
  db.sequence += 1;
  return { ...path, ...fields, id: db.sequence };
}

export function seedUsers(db: ShopDb): void {
  ACCOUNTS.forEach((seed, index) => {
    const user = newUser(db, {
      account: seed.account,
      password: DEMO_PASSWORD,
      nickName: seed.nickName,
      phone: `1380013${String(index + 1).padStart(4, '0')}`,
      roleId: seed.roleId,
      supplier: seed.supplier ?? false,
      codes: seed.codes(db),
      privacyAgreed: seed.privacyAgreed,
    });
    const beijing = { provinceId: 1, cityId: 1, countyId: 110105, townId: 110105001 };
    user.addresses.push(
      address(
        db,
        {
          receiverName: seed.nickName.slice(0, 10),
          receiverPhone: user.phone,
          receiverAddress: '建国路88号SOHO现代城A座1201',
          aliasName: '公司',
          isDefault: 1,
        },
        beijing,
      ),
    );
    user.searchHistory = ['茶'];
    user.favourites = ['G-0002-01', 'G-0005-01'].map((goodsSkuCode, at) => ({
      id: (db.sequence += 1),
      goodsSkuCode,
      createTime: db.base - (at + 1) * DAY,
    }));
    db.users.set(user.account, user);
  });

  const member = db.users.get('member');
  if (member) {
    member.addresses.push(
      address(
        db,
        {
          receiverName: '演示会员',
          receiverPhone: member.phone,
          receiverAddress: '科技园南区深南大道9988号',
          aliasName: '深圳',
          isDefault: 0,
        },
        { provinceId: 19, cityId: 4403, countyId: 440305, townId: 440305007 },
      ),
    );
    member.cart = [
      ['G-ON-SALE-01', 2],
      ['G-LADDER-01', 12],
      ['G-OFF-SHELF-01', 1],
      ['G-FLASH-RUNNING-01', 1],
      ['G-AREA-EXCLUDED-01', 1],
      ['G-SOLD-OUT-01', 1],
      ['G-FLASH-UPCOMING-01', 1],
      ['G-0003-01', 1],
    ].map(([goodsSkuCode, quantity]) => ({
      goodsSkuCode: String(goodsSkuCode),
      quantity: Number(quantity),
      isCheck: 1,
    }));
    member.favourites = [
      'G-ON-SALE-01',
      'G-OFF-SHELF-01',
      'G-SOLD-OUT-01',
      'G-FLASH-RUNNING-01',
      'G-DELETED-01',
      'G-QUOTA-01',
      'G-0001-01',
      'G-0010-01',
    ].map((goodsSkuCode, at) => ({
      id: (db.sequence += 1),
      goodsSkuCode,
      createTime: db.base - (at + 1) * HOUR,
    }));
    member.searchHistory = [
      '茶',
      '龙井',
      '蓝牙耳机',
      '抽纸',
      '电饭煲',
      'Apple',
      '保温杯',
      '坚果',
      '洗衣液',
      '牙刷',
    ];
    member.browseHistory = ['G-0001-01', 'G-LADDER-01', 'G-0012-01', 'G-VIRTUAL-01', 'G-0020-01'].map(
      (goodsSkuCode, at) => ({ goodsSkuCode, time: db.base - (at + 1) * 3 * HOUR }),
    );
    const { capabilities } = shopRules(db.resolved, member);
    const order = (orderStatus: OrderStatus, lines: [string, number][], daysAgo: number) => {
      const skus = lines.flatMap(([code, quantity]) => {
        const sku = db.skus.get(code);
        return sku ? [{ sku, quantity }] : [];
      });
      const items = skus.map(({ sku, quantity }) => ({
        goodsCode: sku.goodsCode,
        goodsSkuCode: sku.goodsSkuCode,
        goodsSkuName: sku.goodsSkuName,
        goodsSkuImgUrl: `/api/cdn/img/${sku.goodsSkuCode}.svg`,
        quantity,
        unitMoney: db.pointsMode ? 0 : sku.sellingPrice,
        unitPoints: db.pointsMode ? sku.sellingPrice : 0,
      }));
      const createTime = db.base - daysAgo * DAY;
      db.orders.push({
        orderNo: `DM${member.id}${String(db.orders.length + 1).padStart(4, '0')}`,
        userId: member.id,
        settlementKey: '',
        kind: linesSettlementKind(
          skus.map(({ sku }) => goodsView(sku, createTime)),
          capabilities['checkout.settlement'],
          createTime,
        ),
        createTime,
        payTime: isPaidStatus(orderStatus) ? createTime : null,
        orderStatus,
        history: seededHistory(orderStatus, createTime),
        lines: items,
        ...seededGoodsTotals(items),
        freight: 0,
        address: member.addresses[0] ?? null,
        remark: '',
        virtual: false,
        rechargeAccount: '',
        reviewRemark: '',
      });
    };
    order(ORDER_STATUS.completed, [['G-0001-01', 1]], 30);
    order(
      ORDER_STATUS.shipped,
      [
        ['G-0012-01', 2],
        ['G-0020-01', 1],
      ],
      5,
    );
    order(ORDER_STATUS.toShip, [['G-LADDER-01', 10]], 1);
    if (ordersNeedReview(db)) order(ORDER_STATUS.pendingReview, [['G-0025-01', 3]], 0.5);
    // Received, its lines not yet reviewed (seed-reviews.ts reviews the first completed order's line).
    order(
      ORDER_STATUS.completed,
      [
        ['G-0012-01', 1],
        ['G-0020-01', 1],
      ],
      20,
    );
  }

  const supplier = db.users.get('supplier');
  if (supplier) {
    const request = (fields: Partial<PurchaseRequest>, daysAgo: number) => {
      db.sequence += 1;
      supplier.requests.push({
        id: db.sequence,
        goodsName: '',
        barCode: '',
        goodsBrand: '',
        goodsModel: '',
        goodsUrl: '',
        expectedPrice: '100.00',
        buyCount: '10',
        contacts: '王先生',
        concatPhone: '13800138000',
        reason: '部门日常采购需要',
        goodsImages: [`/api/cdn/img/report-${db.sequence}.svg`],
        rejectReason: null,
        auditStatus: null,
        websiteGoods: null,
        createTime: db.base - daysAgo * DAY,
        ...fields,
      });
    };
    request(
      {
        goodsName: '西湖龙井 特级 500g',
        goodsBrand: '狮峰',
        barCode: '6901234567890',
        expectedPrice: '480.00',
        buyCount: '20',
        auditStatus: AUDIT_STATUS.supplied,
        websiteGoods: 'G-0001-01',
      },
      12,
    );
    request(
      {
        goodsName: '进口咖啡机 全自动',
        goodsBrand: '德龙',
        goodsModel: 'ECAM22',
        goodsUrl: 'https://shop.example.com/coffee',
        expectedPrice: '3999.00',
        buyCount: '2',
        auditStatus: AUDIT_STATUS.cannotSupply,
        rejectReason: '该商品已停产，暂无货源',
      },
      9,
    );
    request(
      {
        goodsName: '人体工学办公椅',
        goodsBrand: '西昊',
        expectedPrice: '899.00',
        buyCount: '15',
        reason: '新办公室入驻',
      },
      2,
    );
    request(
      { goodsName: '已下架的旧款茶具', auditStatus: AUDIT_STATUS.supplied, websiteGoods: 'G-DELETED-01' },
      20,
    );
    request(
      {
        goodsName: '视频会员 季卡',
        auditStatus: AUDIT_STATUS.supplied,
        websiteGoods: 'G-VIRTUAL-01',
        expectedPrice: '68.00',
        buyCount: '50',
      },
      4,
    );
    // Newest first, as a new request joins the list.
    supplier.requests.sort((a, b) => b.createTime - a.createTime);
  }
}
