// The goods pool every shop's seed draws on: a three-level category tree of Chinese goods, and the goods
// that show each state the specs name (README.md lists their codes). Prices are base money prices; the
// seed varies them per shop and turns them into points for points malls.

/** [name, brand, unit, base price] */
export type GoodsSeed = readonly [string, string, string, number];

export interface CategorySeed {
  name: string;
  children?: CategorySeed[];
  goods?: GoodsSeed[];
}

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: '食品饮料',
    children: [
      {
        name: '茗茶冲饮',
        children: [
          {
            name: '绿茶',
            goods: [
              ['西湖龙井绿茶 明前特级 250g礼盒装', '狮峰', '盒', 268],
              ['信阳毛尖 春茶 200g罐装', '文新', '罐', 158],
              ['洞庭碧螺春 150g', '吴宫', '罐', 128],
            ],
          },
          {
            name: '红茶乌龙',
            goods: [
              ['安溪铁观音 浓香型 500g', '八马', '盒', 198],
              ['正山小种红茶 250g', '元正', '罐', 139],
              ['云南普洱茶饼 熟茶 357g', '大益', '饼', 299],
            ],
          },
        ],
      },
      {
        name: '休闲零食',
        children: [
          {
            name: '坚果炒货',
            goods: [
              ['每日坚果 混合装 30袋', '三只松鼠', '箱', 129],
              ['手剥山核桃 500g', '新农哥', '袋', 89],
              ['开心果 原味 454g', '百草味', '袋', 59.9],
              ['东北松子 400g', '良品铺子', '袋', 79],
            ],
          },
          {
            name: '饼干糕点',
            goods: [
              ['苏打饼干 原味 1kg', '嘉士利', '箱', 39.9],
              ['凤梨酥礼盒 12枚', '佳德', '盒', 68],
              ['抹茶味曲奇 400g', '丹麦蓝罐', '罐', 45],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '家用电器',
    children: [
      {
        name: '厨房电器',
        children: [
          {
            name: '电饭煲',
            goods: [
              ['智能电饭煲 4L 多功能', '美的', '台', 399],
              ['IH电磁加热电饭煲 5L', '苏泊尔', '台', 699],
              ['迷你电饭煲 2L 单人款', '小熊', '台', 159],
            ],
          },
          {
            name: '电水壶',
            goods: [
              ['恒温电水壶 1.7L', '九阳', '台', 169],
              ['煮茶器 养生壶 1.5L', '小熊', '台', 219],
              ['便携烧水杯 旅行款', '摩飞', '个', 129],
            ],
          },
        ],
      },
      {
        name: '生活电器',
        children: [
          {
            name: '清洁电器',
            goods: [
              ['无线手持吸尘器', '戴森', '台', 1299],
              ['扫地机器人 激光导航', '科沃斯', '台', 2499],
            ],
          },
          {
            name: '空气电器',
            goods: [
              ['空气净化器 除甲醛', '小米', '台', 1599],
              ['静音加湿器 4L', '飞利浦', '台', 199],
              ['落地电风扇 直流变频', '艾美特', '台', 299],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '数码办公',
    children: [
      {
        name: '手机通讯',
        children: [
          {
            name: '手机',
            goods: [
              ['Apple iPhone 15 128GB', 'Apple', '台', 5999],
              ['5G智能手机 8GB+256GB', '华为', '台', 2499],
              ['Apple iPad 第十代 64GB', 'Apple', '台', 3599],
            ],
          },
          {
            name: '耳机',
            goods: [
              ['Apple AirPods Pro 第二代', 'Apple', '副', 1899],
              ['主动降噪蓝牙耳机', '索尼', '副', 399],
              ['运动蓝牙耳机 挂耳式', '漫步者', '副', 199],
            ],
          },
        ],
      },
      {
        name: '办公用品',
        children: [
          {
            name: '纸张本册',
            goods: [
              ['A4复印纸 70g 500张×5包', '得力', '箱', 129],
              ['商务笔记本 A5 3本装', '晨光', '套', 39],
              ['彩色便利贴 10本装', '3M', '套', 29.9],
            ],
          },
          {
            name: '书写工具',
            goods: [
              ['中性笔 0.5mm 12支装', '晨光', '盒', 19.9],
              ['荧光笔 6色套装', '斑马', '套', 15.9],
              ['钢笔礼盒 签字笔', '英雄', '盒', 168],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '家居日用',
    children: [
      {
        name: '家纺',
        children: [
          {
            name: '床品套件',
            goods: [
              ['纯棉四件套 1.8m床', '罗莱', '套', 399],
              ['夏凉被 空调被', '富安娜', '床', 199],
              ['蚕丝被 春秋款 200×230cm', '水星家纺', '床', 899],
            ],
          },
          {
            name: '毛巾浴巾',
            goods: [
              ['纯棉毛巾 3条装', '洁丽雅', '组', 49.9],
              ['加厚浴巾 70×140cm', '金号', '条', 89],
            ],
          },
        ],
      },
      {
        name: '清洁用品',
        children: [
          {
            name: '纸品湿巾',
            goods: [
              ['抽纸 3层100抽×24包', '维达', '箱', 59.9],
              ['卷纸 4层 27卷', '清风', '提', 49.9],
              ['湿巾 80抽×5包', '心相印', '组', 29.9],
            ],
          },
          {
            name: '洗衣用品',
            goods: [
              ['洗衣液 3kg×2瓶', '蓝月亮', '组', 79.9],
              ['洗衣凝珠 52颗', '奥妙', '盒', 59],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '个护美妆',
    children: [
      {
        name: '面部护理',
        children: [
          {
            name: '洁面卸妆',
            goods: [
              ['氨基酸洗面奶 120g', '芙丽芳丝', '支', 89],
              ['温和卸妆水 500ml', '贝德玛', '瓶', 99],
            ],
          },
          {
            name: '护肤套装',
            goods: [
              ['补水保湿套装 5件套', '百雀羚', '套', 399],
              ['茶树控油精华 30ml', '悦诗风吟', '瓶', 159],
            ],
          },
        ],
      },
      {
        name: '个人护理',
        children: [
          {
            name: '口腔护理',
            goods: [
              ['声波电动牙刷', '飞利浦', '支', 299],
              ['美白牙膏 4支装', '云南白药', '组', 49.9],
            ],
          },
          {
            name: '洗发沐浴',
            goods: [
              ['去屑洗发水 750ml', '海飞丝', '瓶', 69],
              ['沐浴露 1L', '舒肤佳', '瓶', 59],
              ['柔顺护发素 500ml', '潘婷', '瓶', 49.9],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '礼品卡券',
    children: [
      {
        name: '会员卡券',
        children: [
          { name: '影音会员', goods: [['音乐会员年卡', '云音乐', '张', 158]] },
          { name: '出行卡券', goods: [['网约车代金券 50元', '畅行', '张', 48]] },
        ],
      },
      {
        name: '生活卡券',
        children: [
          { name: '话费充值', goods: [['流量包 10GB 月包', '通信', '份', 30]] },
          {
            name: '礼品卡',
            goods: [
              ['电子礼品卡 200元', '商城', '张', 200],
              ['奶茶兑换券 30元', '茶饮', '张', 28],
            ],
          },
        ],
      },
    ],
  },
];

export interface SpecialSeed {
  code: string;
  name: string;
  brand: string;
  unit: string;
  price: number;
  /** Third-level category name it sits in. */
  category: string;
  /** What it demonstrates, for the README. */
  shows: string;
  /** Several SKUs: [sku name suffix, stock]. */
  skus?: readonly (readonly [string, number])[];
}

/** The goods that show each state; their codes are stable on every shop. */
export const SPECIAL_GOODS: SpecialSeed[] = [
  {
    code: 'G-ON-SALE',
    name: '有机高山绿茶 特级 100g',
    brand: '狮峰',
    unit: '罐',
    price: 88,
    category: '绿茶',
    shows: 'on sale, in stock, no restriction',
  },
  {
    code: 'G-OFF-SHELF',
    name: '紫砂茶具套装 限量版',
    brand: '宜兴',
    unit: '套',
    price: 688,
    category: '电水壶',
    shows: 'off shelf: shelvesStatus 1002, sale status 1002 (已下架)',
  },
  {
    code: 'G-SOLD-OUT',
    name: '手工黑糖姜茶 12袋',
    brand: '老姜坊',
    unit: '盒',
    price: 36,
    category: '饼干糕点',
    shows: 'sold out: usableNum 0, sale status 1003 (已售罄)',
  },
  {
    code: 'G-LOW-STOCK',
    name: '进口黑巧克力礼盒 24粒',
    brand: '瑞士莲',
    unit: '盒',
    price: 128,
    category: '坚果炒货',
    shows: 'only 3 in stock (quantity checks)',
  },
  {
    code: 'G-AREA-EXCLUDED',
    name: '烟台红富士苹果 5kg',
    brand: '栖霞',
    unit: '箱',
    price: 79,
    category: '坚果炒货',
    shows: 'sales area limitType 1001 lists province 1 (北京): restricted at the default address (区域无货)',
  },
  {
    code: 'G-AREA-ONLY',
    name: '广式腊肠 500g 家庭装',
    brand: '皇上皇',
    unit: '袋',
    price: 58,
    category: '坚果炒货',
    shows:
      'sales area limitType 1002 lists only province 19 (广东): restricted at the default address, fine at the 深圳 address',
  },
  {
    code: 'G-NO-POINTS',
    name: '53度酱香型白酒 500ml',
    brand: '茅台镇',
    unit: '瓶',
    price: 899,
    category: '礼品卡',
    shows: 'pointsBatchCanBuy 0 (无法购买 where isPointsDesignatedGoods is 1)',
  },
  {
    code: 'G-FLASH-UPCOMING',
    name: '智能手环 心率血氧监测',
    brand: '华为',
    unit: '个',
    price: 299,
    category: '耳机',
    shows: 'flash sale (activityType 4) starting 2 h after the seed time (panicState 1)',
  },
  {
    code: 'G-FLASH-RUNNING',
    name: '便携无线蓝牙音箱',
    brand: 'JBL',
    unit: '个',
    price: 499,
    category: '耳机',
    shows: 'flash sale running: started 1 h before the seed time, ends 3 days after (panicState 2)',
  },
  {
    code: 'G-FLASH-ENDED',
    name: '全身水洗电动剃须刀',
    brand: '飞科',
    unit: '个',
    price: 259,
    category: '口腔护理',
    shows: 'flash sale ended the day before the seed time (panicState 3)',
  },
  {
    code: 'G-ACTIVITY',
    name: '不锈钢保温饭盒 三层',
    brand: '膳魔师',
    unit: '个',
    price: 189,
    category: '电饭煲',
    shows: 'activity price (activityType 3) replaces the price',
  },
  {
    code: 'G-DISCOUNT',
    name: '真丝睡衣套装 女款',
    brand: '玉兰',
    unit: '套',
    price: 459,
    category: '床品套件',
    shows: 'discountRate 8.5 (8.5折), marketPrice above sellingPrice',
  },
  {
    code: 'G-QUOTA',
    name: '空气炸锅 5.5L 大容量',
    brand: '美的',
    unit: '台',
    price: 399,
    category: '电饭煲',
    shows: 'quota goods: isQuotaGoods 1, money (supplyPrice) plus quotaIntrgral points',
  },
  {
    code: 'G-LADDER',
    name: '办公打印纸 A4 80g 整箱',
    brand: '得力',
    unit: '箱',
    price: 150,
    category: '纸张本册',
    shows: 'ladder pricing: tiers from 1, 10 and 50 at decreasing prices',
  },
  {
    code: 'G-VIRTUAL',
    name: '视频会员月卡',
    brand: '腾讯视频',
    unit: '张',
    price: 25,
    category: '影音会员',
    shows: 'virtual goods: goodsType 1002 and virtualOrder 1 (virtual detail page)',
  },
  {
    code: 'G-VIRTUAL-RECHARGE',
    name: '手机话费充值 100元',
    brand: '通信',
    unit: '份',
    price: 98,
    category: '话费充值',
    shows: 'virtual by orderGoodsType 1002 alone (goodsType 1001, virtualOrder 0)',
  },
  {
    code: 'G-DELETED',
    name: '已删除的演示商品',
    brand: '演示',
    unit: '件',
    price: 10,
    category: '毛巾浴巾',
    shows: 'deleted 1: not listed; its detail answers deleted (商品不存在！)',
  },
  {
    code: 'G-MULTI-SKU',
    name: '真空保温杯 500ml',
    brand: '象印',
    unit: '个',
    price: 169,
    category: '毛巾浴巾',
    shows: 'three SKUs (G-MULTI-SKU-01…03), the last sold out',
    skus: [
      ['星空黑', 40],
      ['樱花粉', 25],
      ['雾霾蓝', 0],
    ],
  },
];

/** Shop-profile menu paths that name custom pages and help articles get content of these kinds. */
export const DEFAULT_CUSTOM_PAGES: Record<string, string> = {
  about: '关于我们',
  activity: '限时活动',
  survey: '问卷调查',
};

export const HELP_COLUMNS: { columnName: string; columns: [string, number][] }[] = [
  {
    columnName: '新手指南',
    columns: [
      ['注册与登录', 1],
      ['购物流程', 1],
      ['常见问题', 1],
    ],
  },
  {
    columnName: '配送方式',
    columns: [
      ['配送范围', 1],
      ['配送时效', 1],
      ['运费说明', 0],
    ],
  },
  {
    columnName: '售后服务',
    columns: [
      ['退换货政策', 1],
      ['退款说明', 1],
    ],
  },
  {
    columnName: '关于我们',
    columns: [
      ['公司简介', 1],
      ['联系我们', 1],
    ],
  },
];
