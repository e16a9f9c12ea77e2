// Every text the batch order shows: refusals of a whole import, problems of one row, and notices.
import { byteSizeText } from './limits';

export const BATCH_ORDER_TEXT = {
  // A whole import refused: nothing is read, and what the member pasted stays where it is.
  tooManyRows: (max: number, rows: number) => `最多导入${max}行，当前${rows}行，请分批导入`,
  fileTooLarge: (maxBytes: number) => `文件不能超过${byteSizeText(maxBytes)}`,
  fileType: '仅支持CSV或XLSX文件',
  fileUnzippedTooLarge: (maxBytes: number) =>
    `文件过大：解压后超过${byteSizeText(maxBytes)}，请只保留要导入的工作表和行`,
  fileUnreadable: '文件无法读取，请使用下载的模板重新填写',
  noRows: '没有可导入的行，请按“商品编码 数量”填写',
  // One row.
  skuMissing: '请填写商品编码',
  skuTooLong: (max: number) => `商品编码不能超过${max}个字符`,
  quantityInvalid: '数量须为正整数',
  unknownSku: '商品编码不存在',
  belowMinimum: (minimum: number) => `该商品${minimum}件起订`,
  notFlashSale: '该商品不在进行中的秒杀活动中',
  flashSaleElsewhere: '秒杀商品请在批量下单（秒杀）中下单',
  overFlashSaleLimit: (limit: number) => `秒杀商品每单限购${limit}件`,
  // Notices: the row is still imported.
  merged: (lines: readonly number[]) => `与第${lines.join('、')}行重复，已合并数量`,
  priceChanged: (was: string, now: string) => `价格已变动：模板单价${was}，当前单价${now}`,
  templatePriceUnreadable: '模板单价无法识别，按当前单价下单',
  // The page.
  limitsHint: (maxRows: number, maxFileBytes: number) =>
    `支持CSV、XLSX文件或直接粘贴，最多${maxRows}行，文件不超过${byteSizeText(maxFileBytes)}`,
  flashSaleHint: '仅限进行中的秒杀商品，按秒杀价、在活动限购内直接结算',
  empty: '上传文件或粘贴“商品编码 数量”后，这里逐行显示检查结果',
  summary: (total: number, valid: number, refused: number) =>
    `共${total}行：可导入${valid}行，不可导入${refused}行`,
  pastePlaceholder: '每行一个商品：商品编码 数量（以空格、Tab或逗号分隔），例如\nG-0001-01 2\nG-0002-01,5',
  added: (lines: number) => `已加入购物车${lines}种商品`,
} as const;

/** Where a row of the result table stands; `unchecked`: its check failed or was refused (too frequent). */
export type BatchRowState = 'unreadable' | 'checking' | 'unchecked' | 'refused' | 'valid' | 'added';

export const BATCH_ROW_STATE_TEXT: Readonly<Record<BatchRowState, string>> = {
  unreadable: '无法识别',
  checking: '检查中',
  unchecked: '未检查',
  refused: '不可导入',
  valid: '可导入',
  added: '已加入购物车',
};
