// Batch orders (docs/batch-orders.md): reading rows from cells, checking each against its goods, the limits
// from the profile, and the template.
import {
  BATCH_ORDER_TEXT,
  batchFileProblem,
  batchOrderLimits,
  batchRowVerdict,
  batchSettlementKind,
  batchTemplateCsv,
  byteSizeText,
  cellText,
  pastedCells,
  readBatchRows,
  settlementItemsOf,
  settlementItemsText,
  type BatchCheckContext,
  type BatchGoods,
} from '../../../engine/domain/batch-order';
import { engineDefaults } from '../../../engine/profiles/defaults';
import type { ShopLimits } from '../../../engine/shop/limits';

const limits = { maxRows: 3 };
const NOW = Date.parse('2026-11-27T10:00:00+08:00');
const HOUR = 3_600_000;

describe('reading rows from cells', () => {
  it.each<{ rule: string; table: unknown[][]; rows: object[] }>([
    {
      rule: 'a header row is skipped; lines count from the file’s first',
      table: [
        ['商品编码', '数量'],
        ['A-01', '2'],
      ],
      rows: [{ line: 2, goodsSkuCode: 'A-01', quantity: 2, mergedLines: [] }],
    },
    {
      rule: 'blank rows are skipped',
      table: [['A-01', '2'], ['', ''], [], ['B-01', '1']],
      rows: [{ line: 1 }, { line: 4, goodsSkuCode: 'B-01' }],
    },
    {
      rule: 'rows of one SKU are merged, quantities summed, the later lines named',
      table: [
        ['A-01', '2'],
        ['B-01', '1'],
        ['A-01', '3'],
      ],
      rows: [{ line: 1, quantity: 5, quantityText: '5', mergedLines: [3] }, { line: 2 }],
    },
    {
      rule: 'a row without a SKU says so',
      table: [['', '2']],
      rows: [{ problem: BATCH_ORDER_TEXT.skuMissing }],
    },
    ...['0', '-1', '1.5', '两', '', '1e3'].map((quantity) => ({
      rule: `quantity ${JSON.stringify(quantity)} is not a positive whole number`,
      table: [['A-01', quantity]],
      rows: [{ problem: BATCH_ORDER_TEXT.quantityInvalid, quantityText: quantity }],
    })),
    {
      rule: 'an unreadable row is not merged with a readable one',
      table: [
        ['A-01', 'x'],
        ['A-01', '2'],
      ],
      rows: [
        { line: 1, problem: BATCH_ORDER_TEXT.quantityInvalid },
        { line: 2, quantity: 2 },
      ],
    },
    {
      rule: 'every cell is text: numbers and formulas are kept as written',
      table: [['=HYPERLINK("x")', 3, 12.5]],
      rows: [{ goodsSkuCode: '=HYPERLINK("x")', quantity: 3, templatePrice: '12.5' }],
    },
    {
      rule: 'a SKU over 64 characters is refused',
      table: [['A'.repeat(65), '1']],
      rows: [{ problem: BATCH_ORDER_TEXT.skuTooLong(64) }],
    },
  ])('$rule', ({ table, rows }) => {
    expect(readBatchRows(table, limits).rows).toEqual(rows.map((row) => expect.objectContaining(row)));
  });

  it.each<{ rule: string; table: unknown[][]; refusal: string }>([
    { rule: 'nothing but a header', table: [['商品编码', '数量']], refusal: BATCH_ORDER_TEXT.noRows },
    { rule: 'nothing at all', table: [], refusal: BATCH_ORDER_TEXT.noRows },
    {
      rule: 'more rows than the limit, counted before merging',
      table: [
        ['A', '1'],
        ['A', '1'],
        ['A', '1'],
        ['A', '1'],
      ],
      refusal: '最多导入3行，当前4行，请分批导入',
    },
  ])('refuses the whole import: $rule', ({ table, refusal }) => {
    expect(readBatchRows(table, limits)).toEqual({ refusal });
  });

  it('reads cells as text: dates, booleans, control characters removed', () => {
    expect(cellText(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02T00:00:00.000Z');
    expect(cellText(true)).toBe('true');
    expect(cellText(' A\u202E-01\u0000 ')).toBe('A-01');
    expect(cellText(null)).toBe('');
    expect(cellText('Ｇ－０００１－０１')).toBe('G-0001-01');
    expect(readBatchRows([['G-01', '１２']], limits).rows?.[0]?.quantity).toBe(12);
  });
});

describe('pasted lines of "SKU 数量"', () => {
  it.each([
    ['a space', 'A-01 2', [['A-01', '2']]],
    ['spaces', '  A-01    2  ', [['A-01', '2']]],
    ['a tab (Excel)', 'A-01\t2\t9.9', [['A-01', '2', '9.9']]],
    ['a comma', 'A-01,2', [['A-01', '2']]],
    ['a full-width comma with spaces', 'A-01 ， 2', [['A-01', '2']]],
    ['an empty cell between commas', 'A-01,,2', [['A-01', '', '2']]],
    [
      'CRLF lines',
      'A-01 2\r\nB-01 3',
      [
        ['A-01', '2'],
        ['B-01', '3'],
      ],
    ],
  ])('split at %s', (_, text, cells) => {
    expect(pastedCells(text)).toEqual(cells);
  });
});

const context = (overrides: Partial<BatchCheckContext> = {}): BatchCheckContext => ({
  variant: 'normal',
  format: { mode: 'money', unitName: '积分' },
  serverNow: NOW,
  region: { provinceId: 1, cityId: 72, countyId: 2799 },
  pointsDesignatedOnly: false,
  ...overrides,
});

const onSale: BatchGoods = { saleStatus: 1001, usableNum: 10, sellingPrice: 20 };
const flashSale = (startMs: number, endMs: number, limitNum?: number): BatchGoods => ({
  ...onSale,
  activityGoodsInfo: [
    {
      activityType: 4,
      activityPrice: 12,
      expireStartTime: NOW + startMs,
      expireEndTime: NOW + endMs,
      limitNum,
    },
  ],
});
const row = (
  quantity: number,
  { templatePrice = '', mergedLines = [] }: { templatePrice?: string; mergedLines?: number[] } = {},
) => ({ quantity, templatePrice, mergedLines });

describe('checking a row against its goods', () => {
  it.each<{
    rule: string;
    goods: BatchGoods | undefined;
    quantity: number;
    refusals: string[];
    ctx?: Partial<BatchCheckContext>;
  }>([
    { rule: 'valid', goods: onSale, quantity: 2, refusals: [] },
    { rule: 'unknown SKU', goods: undefined, quantity: 1, refusals: [BATCH_ORDER_TEXT.unknownSku] },
    { rule: 'off shelf', goods: { ...onSale, saleStatus: 1002 }, quantity: 1, refusals: ['商品已下架'] },
    {
      rule: 'sold out, without a stock message',
      goods: { ...onSale, saleStatus: 1003, usableNum: 0 },
      quantity: 1,
      refusals: ['商品已售罄'],
    },
    {
      rule: 'over stock',
      goods: { ...onSale, usableNum: 3 },
      quantity: 4,
      refusals: ['库存不足，当前库存3件'],
    },
    {
      rule: 'not sold at the default address',
      goods: { ...onSale, goodsSkuSalesAreaList: [{ provinceIds: '1', limitType: 1001 }] },
      quantity: 1,
      refusals: ['该地区暂不支持配送'],
    },
    {
      rule: 'below the minimum',
      goods: { ...onSale, minBuyNum: 5 },
      quantity: 4,
      refusals: ['该商品5件起订'],
    },
    { rule: 'at the minimum', goods: { ...onSale, minBuyNum: 5 }, quantity: 5, refusals: [] },
    {
      rule: 'over 999 a line',
      goods: { ...onSale, usableNum: 5000 },
      quantity: 1000,
      refusals: ['单个商品数量不能超过999'],
    },
    {
      rule: 'every quantity problem at once',
      goods: { ...onSale, usableNum: 3, minBuyNum: 5 },
      quantity: 4,
      refusals: ['库存不足，当前库存3件', '该商品5件起订'],
    },
    {
      rule: 'virtual goods do not go in the cart',
      goods: { ...onSale, goodsType: 1002 },
      quantity: 1,
      refusals: ['虚拟商品不支持加入购物车，请直接购买'],
    },
    {
      rule: 'a running flash sale belongs on the flash-sale page',
      goods: flashSale(-HOUR, HOUR),
      quantity: 1,
      refusals: [BATCH_ORDER_TEXT.flashSaleElsewhere],
    },
    {
      rule: 'an upcoming flash sale is ordinary goods',
      goods: flashSale(HOUR, 2 * HOUR),
      quantity: 1,
      refusals: [],
    },
    {
      rule: 'flash sale page: running',
      goods: flashSale(-HOUR, HOUR),
      quantity: 2,
      refusals: [],
      ctx: { variant: 'flashSale' },
    },
    {
      rule: 'flash sale page: ordinary goods refused',
      goods: onSale,
      quantity: 1,
      refusals: [BATCH_ORDER_TEXT.notFlashSale],
      ctx: { variant: 'flashSale' },
    },
    {
      rule: 'flash sale page: ended sale refused',
      goods: flashSale(-2 * HOUR, -HOUR),
      quantity: 1,
      refusals: [BATCH_ORDER_TEXT.notFlashSale],
      ctx: { variant: 'flashSale' },
    },
    {
      rule: 'flash sale page: upcoming sale refused',
      goods: flashSale(HOUR, 2 * HOUR),
      quantity: 1,
      refusals: [BATCH_ORDER_TEXT.notFlashSale],
      ctx: { variant: 'flashSale' },
    },
    {
      rule: 'flash sale page: over the sale’s limit',
      goods: flashSale(-HOUR, HOUR, 5),
      quantity: 6,
      refusals: ['秒杀商品每单限购5件'],
      ctx: { variant: 'flashSale' },
    },
    {
      rule: 'flash sale page: at the sale’s limit',
      goods: flashSale(-HOUR, HOUR, 5),
      quantity: 5,
      refusals: [],
      ctx: { variant: 'flashSale' },
    },
  ])('$rule', ({ goods, quantity, refusals, ctx }) => {
    expect(batchRowVerdict(row(quantity), goods, context(ctx)).refusals).toEqual(refusals);
  });

  it('prices a running flash sale at its activity price, ordinary goods at the list price', () => {
    const flash = batchRowVerdict(row(1), flashSale(-HOUR, HOUR), context({ variant: 'flashSale' }));
    expect(flash.price?.parts.money).toBe('12');
    expect(batchRowVerdict(row(1), onSale, context()).price?.parts.money).toBe('20');
  });

  it.each<{ rule: string; templatePrice: string; mergedLines?: number[]; notices: string[] }>([
    { rule: 'no template price: no notice', templatePrice: '', notices: [] },
    { rule: 'the same price', templatePrice: '20.00', notices: [] },
    { rule: 'a price with ¥', templatePrice: '¥20', notices: [] },
    { rule: 'a changed price', templatePrice: '18.5', notices: ['价格已变动：模板单价18.5，当前单价¥20.00'] },
    {
      rule: 'an unreadable price',
      templatePrice: 'abc',
      notices: [BATCH_ORDER_TEXT.templatePriceUnreadable],
    },
    { rule: 'merged rows', templatePrice: '', mergedLines: [4, 7], notices: ['与第4、7行重复，已合并数量'] },
  ])('notices: $rule', ({ templatePrice, mergedLines, notices }) => {
    const verdict = batchRowVerdict(row(1, { templatePrice, mergedLines }), onSale, context());
    expect(verdict).toEqual(expect.objectContaining({ refusals: [], notices }));
  });

  it('compares a points mall’s template price in points', () => {
    const points = context({ format: { mode: 'points', unitName: '积分' } });
    expect(batchRowVerdict(row(1, { templatePrice: '20' }), onSale, points).notices).toEqual([]);
    expect(batchRowVerdict(row(1, { templatePrice: '30' }), onSale, points).notices).toEqual([
      '价格已变动：模板单价30，当前单价20积分',
    ]);
  });
});

describe('the limits and the template', () => {
  it('reads the profile’s limits: 200 rows and 1 MB by default', () => {
    expect(batchOrderLimits(engineDefaults.limits as ShopLimits)).toEqual({
      maxRows: 200,
      maxFileBytes: 1048576,
    });
    expect(BATCH_ORDER_TEXT.fileTooLarge(1048576)).toBe('文件不能超过1MB');
    expect(byteSizeText(512000)).toBe('500KB');
  });

  it('the template starts with a BOM and its header, one CRLF line per row', () => {
    expect(batchTemplateCsv()).toBe('\uFEFF商品编码,数量,单价（选填）\r\n');
    expect(batchTemplateCsv([{ goodsSkuCode: 'A-01', quantity: 2, unitPrice: '9.9' }])).toBe(
      '\uFEFF商品编码,数量,单价（选填）\r\nA-01,2,9.9\r\n',
    );
  });

  it('a cell a spreadsheet would run as a formula is written as text, quotes and commas quoted', () => {
    const csv = batchTemplateCsv([
      { goodsSkuCode: '=cmd|x', quantity: 1, unitPrice: '1' },
      { goodsSkuCode: 'a,"b"', quantity: 1, unitPrice: '1' },
    ]);
    expect(csv).toContain("\r\n'=cmd|x,1,1\r\n");
    expect(csv).toContain('\r\n"a,""b""",1,1\r\n');
  });

  it('the template reads back as its rows', () => {
    const csv = batchTemplateCsv([{ goodsSkuCode: 'A-01', quantity: 2, unitPrice: '9.9' }]);
    const cells = csv
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(readBatchRows(cells, limits).rows).toEqual([
      expect.objectContaining({ line: 2, goodsSkuCode: 'A-01', quantity: 2, templatePrice: '9.9' }),
    ]);
  });
});

describe('which files an import takes', () => {
  const fileLimits = { maxFileBytes: 1048576 };
  it.each([
    ['a CSV', { name: '订单.csv', size: 100 }, undefined],
    ['an XLSX, any case', { name: 'ORDER.XLSX', size: 1048576 }, undefined],
    ['an old XLS', { name: 'order.xls', size: 100 }, BATCH_ORDER_TEXT.fileType],
    ['no ending', { name: 'order', size: 100 }, BATCH_ORDER_TEXT.fileType],
    ['over 1 MB', { name: 'order.csv', size: 1048577 }, '文件不能超过1MB'],
  ])('%s', (_, file, problem) => {
    expect(batchFileProblem(file, fileLimits)).toBe(problem);
  });
});

describe('straight to settlement: the valid rows in the settlement’s query', () => {
  const items = [
    { goodsCode: 'G-1', goodsSkuCode: 'G-1-01', quantity: 2 },
    { goodsCode: 'G-2', goodsSkuCode: 'G-2-01', quantity: 30 },
  ];

  it('reads back what it wrote', () => {
    expect(settlementItemsText(items)).toBe('G-1*G-1-01*2,G-2*G-2-01*30');
    expect(settlementItemsOf(settlementItemsText(items))).toEqual(items);
  });

  it.each(['', 'G-1*G-1-01', 'G-1*G-1-01*0', 'G-1*G-1-01*1000', 'G-1*G-1-01*2*x', 'G-1*G-1-01*2,bad'])(
    'settles nothing for %j',
    (text) => {
      expect(settlementItemsOf(text)).toEqual([]);
    },
  );

  it('opens the flash-sale checkout for the flash-sale variant, else the shop’s', () => {
    expect(batchSettlementKind('flashSale', 'jiCai')).toBe('flashSale');
    expect(batchSettlementKind('normal', 'jiCai')).toBe('jiCai');
    expect(batchSettlementKind('normal', 'standard')).toBe('normal');
  });
});
