// The matrix's web server (started by the config's webServer): the built storefront, the demo gateway
// and the profiles, from scripts/serve.ts, with the gateway clock frozen at the browser's instant.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** scripts/matrix.ts serves a copy of dist/ (MATRIX_DIST); a direct `playwright test` serves dist/. */
const dist = resolve(root, process.env.MATRIX_DIST ?? 'dist');
const frozen = Date.parse(process.env.DEMO_NOW ?? '');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first (\`npm run matrix\` does it).`);
  process.exit(1);
}
if (Number.isNaN(frozen)) {
  console.error('DEMO_NOW must be the instant the browser clock is frozen at (the matrix config sets it).');
  process.exit(1);
}

const server = await startServer({
  port: Number(process.env.PORT ?? 4318),
  dist,
  profilesDir: resolve(root, process.env.MATRIX_PROFILES ?? 'shop-profiles'),
  now: () => frozen,
  demoControls: true,
});
console.log(`matrix server on ${server.url}/ (gateway clock ${new Date(frozen).toISOString()})`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
