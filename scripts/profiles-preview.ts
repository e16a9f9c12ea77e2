/**
 * npm run profiles:preview -- <draft file> [--port 4180] [--minutes 60] [--dir shop-profiles]
 * Serves the built storefront (npm run build first) with a draft profile in place of the live shop of its mall
 * path, on an address of its own: a banner names the draft on every page, the draft is read again on each
 * load (edit, then reload), the gateway refuses every order (预览模式不可下单), and the address ends after
 * --minutes or at 退出预览. The live shop, its files and its server are untouched: the preview reads the
 * profiles folder through links in a temporary folder where only the draft's mall path points elsewhere.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkedProfileOrExit, draftProfilesFolder } from './lib/draft-profile';
import { PROFILES_DIR } from './lib/profiles-fs';
import { startServer } from './serve';

const { values, positionals } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    minutes: { type: 'string', default: '60' },
    dir: { type: 'string', default: PROFILES_DIR },
  },
  allowPositionals: true,
});
const [draftFile] = positionals;
const minutes = Number(values.minutes);
if (!draftFile || !(minutes > 0)) {
  console.error('usage: npm run profiles:preview -- <draft file> [--port 4180] [--minutes 60]');
  process.exit(2);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ has no build: run npm run build first');
  process.exit(2);
}
const { mallPath } = (await checkedProfileOrExit(draftFile, values.dir)).profile.shop;

const profilesDir = await draftProfilesFolder(draftFile, mallPath, values.dir);
const expiresAt = Date.now() + minutes * 60_000;
const running = await startServer({
  port: Number(values.port),
  profilesDir,
  preview: { file: draftFile, expiresAt },
  onLog: (line) => console.log(line),
});
const until = new Date(expiresAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
console.log(`预览 ${draftFile}：${running.url}/${mallPath}/home`);
console.log(`有效至 ${until}（北京时间，${minutes} 分钟后）；改了草稿刷新页面即可；不可下单。`);
console.log('结束：页面上的「退出预览」，或 Ctrl+C。');
const stop = () =>
  void running
    .close()
    .then(() => rm(profilesDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
