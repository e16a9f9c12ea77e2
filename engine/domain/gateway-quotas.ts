// What one caller may take from what every caller shares: the upload store (per member and shop) and the
// client log (per client), and the messages of a refusal. The gateway answers an over-quota refusal with
// code 10005, as it answers the login throttle.

export const UPLOAD_QUOTA = {
  /** Files one member may keep in one shop, those an avatar or a purchase request uses included. */
  memberFiles: 30,
  memberBytes: 10 * 1024 * 1024,
  /** The whole store, every shop: beyond it the oldest files nobody uses go first. */
  storeFiles: 1000,
  storeBytes: 100 * 1024 * 1024,
} as const;

export const UPLOAD_QUOTA_MESSAGES = {
  memberFull: `上传的图片已达上限（${UPLOAD_QUOTA.memberFiles} 张或 ${UPLOAD_QUOTA.memberBytes / (1024 * 1024)}MB），请先提交或更换已上传的图片`,
  storeFull: '图片存储空间已满，请稍后再试',
  notOwnUpload: '图片地址不正确，请重新上传图片',
} as const;

export const CLIENT_LOG_LIMITS = {
  /** Events in one batch: the client sends 10 at most. */
  maxEvents: 20,
  /** Characters of one event as JSON. */
  maxEventChars: 4000,
  /** Batches one client may send in a minute. */
  batchesPerMinute: 30,
  /** Lines the gateway prints in a minute, every client together; the rest are counted. */
  printedPerMinute: 120,
} as const;

export const CLIENT_LOG_MESSAGES = {
  batchSize: `events 须为 1-${CLIENT_LOG_LIMITS.maxEvents} 条日志`,
  eventFormat: `日志格式错误：每条须有 type 与 name，且不超过 ${CLIENT_LOG_LIMITS.maxEventChars} 个字符`,
  tooFrequent: '日志发送过于频繁，请稍后再试',
} as const;
