// Purchase requests (spec 2 §3, §5, §7) and the image upload ({upimgurl}/yzh/file/upload).
import { randomBytes } from 'node:crypto';
import {
  AUDIT_STATUS,
  AUDIT_STATUS_PENDING,
  checkImage,
  checkImageContent,
  IMAGE_HEAD_BYTES,
  imageCountMessage,
  imageKindOf,
  imageTypeMessage,
  PURCHASE_REQUEST_FIELDS,
  PURCHASE_REQUEST_TEXT,
  UPLOAD_QUOTA_MESSAGES,
  validatePurchaseRequest,
} from '../../../engine';
import type { PurchaseRequestField } from '../../../engine';
import type { ReportGoods } from '../../../engine/contract';
import { forbidden, invalid, notFound, ok } from '../answer';
import type { PurchaseRequest, ShopDb } from '../db';
import { keptText } from '../free-text';
import { page, refuseInvalid } from '../input';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { uploadAddress, uploadOwner } from '../uploads';
import { websiteGoodsView } from '../views';

function requestView(db: ShopDb, request: PurchaseRequest): ReportGoods {
  return {
    ...request,
    goodsImages: request.goodsImages.join(','),
    createTime: shanghaiTime(request.createTime),
    websiteGoods: request.websiteGoods ? websiteGoodsView(db.skus.get(request.websiteGoods)) : null,
  };
}

/** The purchase-request form (spec 2 §5) checked by the engine with the shop's limits. */
function requestFields({ db, user, input, rules, state }: Context) {
  const values = Object.fromEntries(
    PURCHASE_REQUEST_FIELDS.map((field) => [field, keptText(input.field(field))]),
  ) as Record<PurchaseRequestField, string>;
  refuseInvalid(validatePurchaseRequest(values, rules.limits.purchaseRequest));
  // Counted after splitting, as the answer joins them with commas; each must be this member's own upload.
  const images = input
    .list('goodsImages', { required: false, message: '图片格式不正确' })
    .flatMap((image) => (typeof image === 'string' ? image.split(',') : invalid('图片地址格式不正确')));
  if (images.length > rules.limits.images.maxCount) invalid(imageCountMessage(rules.limits.images));
  const owner = uploadOwner(db, user);
  const goodsImages = images.map((image) =>
    state.uploads.isOwnedBy(image.trim(), owner) ? image.trim() : invalid(UPLOAD_QUOTA_MESSAGES.notOwnUpload),
  );
  return { ...values, goodsImages };
}

// By shape, not instanceof: in the component tests the form and its file come from another realm (jsdom's).
const isForm = (body: unknown): body is FormData =>
  typeof body === 'object' && body !== null && typeof (body as FormData).get === 'function';
const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number';

export const sourcingRoutes: Route[] = [
  post('/mall/reportGoods/addReportGoods', 'user', (context) => {
    const { db, user, now, rules } = context;
    if (!rules.capabilities['sourcing.enabled']) forbidden('当前账号无商品寻源权限');
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
    return ok({ id: request.id }, PURCHASE_REQUEST_TEXT.submitted);
  }),
  get('/mall/reportGoods/reportGoodsDetail', 'user', ({ db, user, input }) => {
    const id = input.number('id', { message: '缺少采购需求编号' });
    const request = user.requests.find((each) => each.id === id) ?? notFound('采购需求不存在');
    return requestView(db, request);
  }),
  post('/mall/reportGoods/pageList', 'user', ({ db, user, input }) => {
    const statuses = [AUDIT_STATUS_PENDING, ...Object.values(AUDIT_STATUS)];
    const status = input.has('auditStatus') ? input.oneOf('auditStatus', statuses) : undefined;
    const records = user.requests.filter(
      (request) => status === undefined || (request.auditStatus ?? AUDIT_STATUS_PENDING) === status,
    );
    return page(
      records.map((request) => requestView(db, request)),
      input.paging(10),
    );
  }),
  post('/file/yzh/file/upload', 'user', async ({ body, db, user, rules, state }) => {
    const limits = rules.limits.images;
    if (!isForm(body)) return invalid('请使用 multipart/form-data 上传文件');
    const file = body.get('file');
    if (!isFile(file)) return invalid('请选择要上传的图片');
    const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
    // The count is checked where the images are submitted (addReportGoods): one upload adds one. The name
    // and size are the client's word; the content is checked by its first bytes, as a real service sniffs it.
    const problem = checkImage({ name, size: file.size }, 0, limits);
    if (problem) invalid(problem);
    const bytes = await file.arrayBuffer();
    const head = new Uint8Array(bytes, 0, Math.min(IMAGE_HEAD_BYTES, bytes.byteLength));
    const kind = imageKindOf(head) ?? invalid(checkImageContent(head, limits) ?? imageTypeMessage(limits));
    const stored = `${randomBytes(8).toString('hex')}.${kind}`;
    state.uploads.add(stored, { type: `image/${kind}`, bytes, owner: uploadOwner(db, user) });
    return ok(uploadAddress(stored), '上传成功');
  }),
];
