// Purchase requests (spec 2 §3, §5, §7) and the image upload ({upimgurl}/yzh/file/upload).
import { randomBytes } from 'node:crypto';
import { forbidden, invalid, notFound, ok } from '../answer';
import { profileOf } from '../db';
import type { PurchaseRequest, ShopDb, User } from '../db';
import { page } from '../input';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { websiteGoodsView } from '../views';

const MAX_UPLOADS_KEPT = 200;

const maySource = (user: User) => user.supplier || user.codes.includes('F000430');

function requestView(db: ShopDb, request: PurchaseRequest) {
  return {
    ...request,
    goodsImages: request.goodsImages.join(','),
    createTime: shanghaiTime(request.createTime),
    websiteGoods: request.websiteGoods ? websiteGoodsView(db.skus.get(request.websiteGoods)) : null,
  };
}

/** The purchase-request form's rules (spec 2 §5), with the shop's limits. */
function requestFields({ input, db }: Context) {
  const limits = profileOf(db).limits?.purchaseRequest ?? {};
  const maxImages = profileOf(db).limits?.images?.maxCount ?? 9;
  const optional = (name: string, max: number, label: string) =>
    input.text(name, { required: false, max, lengthMessage: `${label}不能超过${max}个字符` });
  const expectedPrice = input.text('expectedPrice', {
    message: '请填写期望单价',
    max: limits.expectedPriceMax ?? 20,
    pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
    patternMessage: '期望单价须为数字，最多两位小数',
  });
  if (Number(expectedPrice) <= 0) invalid('期望单价必须大于0');
  const images = input.list('goodsImages', { required: false, message: '图片格式不正确' });
  if (images.length > maxImages) invalid(`最多只能上传${maxImages}张`);
  const goodsImages = images.map((image) =>
    typeof image === 'string' && image.length > 0 && image.length <= 500
      ? image
      : invalid('图片地址格式不正确'),
  );
  return {
    goodsName: input.text('goodsName', {
      message: '请填写商品名称',
      max: limits.goodsNameMax ?? 50,
      lengthMessage: '商品名称不能超过50个字符',
    }),
    barCode: input.text('barCode', {
      required: false,
      max: limits.barCodeMax ?? 50,
      pattern: /^\d+$/,
      message: '请填写数字',
    }),
    goodsBrand: optional('goodsBrand', limits.goodsBrandMax ?? 50, '品牌'),
    goodsModel: optional('goodsModel', limits.goodsModelMax ?? 50, '型号'),
    goodsUrl: optional('goodsUrl', limits.goodsUrlMax ?? 150, '商品链接'),
    expectedPrice,
    buyCount: input.text('buyCount', {
      message: '请填写采购数量',
      max: limits.buyCountMax ?? 20,
      pattern: /^[1-9]\d*$/,
      patternMessage: '采购数量须为正整数',
    }),
    contacts: input.text('contacts', {
      message: '请填写联系人',
      max: limits.contactsMax ?? 50,
      lengthMessage: '联系人不能超过50个字符',
    }),
    concatPhone: input.text('concatPhone', {
      message: '请填写联系电话',
      max: limits.concatPhoneMax ?? 12,
      pattern: /^[\d-]+$/,
      lengthMessage: '联系电话不能超过12个字符',
      patternMessage: '联系电话格式不正确',
    }),
    reason: input.text('reason', {
      message: '请输入商品需求',
      min: limits.reasonMin ?? 1,
      max: limits.reasonMax ?? 200,
      lengthMessage: '商品需求不能超过200个字符',
    }),
    goodsImages,
  };
}

/** The file type by its first bytes, as a real upload service sniffs it. */
function sniff(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export const sourcingRoutes: Route[] = [
  post('/mall/reportGoods/addReportGoods', 'user', (context) => {
    const { db, user, now } = context;
    if (!maySource(user)) forbidden('当前账号无商品寻源权限');
    const fields = requestFields(context);
    db.sequence += 1;
    const request: PurchaseRequest = {
      ...fields,
      id: db.sequence,
      rejectReason: null,
      auditStatus: null,
      websiteGoods: null,
      createTime: now,
    };
    user.requests.unshift(request);
    return ok({ id: request.id }, '提交成功！');
  }),
  get('/mall/reportGoods/reportGoodsDetail', 'user', ({ db, user, input }) => {
    const id = input.number('id', { message: '缺少采购需求编号' });
    const request = user.requests.find((each) => each.id === id) ?? notFound('采购需求不存在');
    return requestView(db, request);
  }),
  post('/mall/reportGoods/pageList', 'user', ({ db, user, input }) => {
    const status = input.has('auditStatus') ? input.oneOf('auditStatus', [0, 1001, 1002]) : undefined;
    const records = user.requests.filter(
      (request) => status === undefined || (request.auditStatus ?? 0) === status,
    );
    return page(
      records.map((request) => requestView(db, request)),
      input.paging(10),
    );
  }),
  post('/file/yzh/file/upload', 'user', async ({ body, db, state }) => {
    const images = profileOf(db).limits?.images ?? {};
    const extensions = images.extensions ?? ['jpg', 'png', 'jpeg'];
    const maxBytes = images.maxBytes ?? 1048576;
    const typeMessage = `只能上传${extensions.join(', ')}格式图片！`;
    if (!(body instanceof FormData)) return invalid('请使用 multipart/form-data 上传文件');
    const file = body.get('file');
    if (!(file instanceof Blob)) return invalid('请选择要上传的图片');
    const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
    const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
    if (!extensions.includes(extension)) invalid(typeMessage);
    if (file.size === 0) invalid('上传文件不能为空');
    if (file.size >= maxBytes) invalid(`上传图片大小不能超过 ${Math.round(maxBytes / 1048576) || 1}M!`);
    const bytes = await file.arrayBuffer();
    const kind = sniff(new Uint8Array(bytes)) ?? invalid(typeMessage);
    const stored = `${randomBytes(8).toString('hex')}.${extension}`;
    state.uploads.set(stored, { type: `image/${kind}`, bytes });
    for (const key of state.uploads.keys()) {
      if (state.uploads.size <= MAX_UPLOADS_KEPT) break;
      state.uploads.delete(key);
    }
    return ok(`/api/cdn/upload/${stored}`, '上传成功');
  }),
];
