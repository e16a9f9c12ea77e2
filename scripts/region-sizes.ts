// The region files as the demo gateway serves them ({cdn}/city/*.json): entries, raw size and gzip size
// (zlib's default level, as scripts/serve.ts sends them). `npx tsx scripts/region-sizes.ts`
import { gzipSync } from 'node:zlib';
import { createDemoGateway } from '../src/demo-gateway';

const gateway = createDemoGateway({ profiles: new Map() });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`${'level'.padEnd(14)} ${'entries'.padStart(8)} ${'raw'.padStart(11)} ${'gzip'.padStart(10)}`);
for (const level of ['province', 'city', 'area', 'jiedao']) {
  const response = await gateway.handle(new Request(`http://demo.local/api/cdn/city/${level}.json`));
  const body = Buffer.from(await response.arrayBuffer());
  const { data } = JSON.parse(body.toString('utf8')) as { data: unknown[] };
  console.log(
    `${`${level}.json`.padEnd(14)} ${String(data.length).padStart(8)} ${kb(body.length).padStart(11)} ${kb(gzipSync(body).length).padStart(10)}`,
  );
}
