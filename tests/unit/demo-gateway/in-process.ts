// The demo gateway in process behind msw, with the demo shop profiles and a fixed clock, reset after each
// test: the setup the gateway's call tests share.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { createDemoGateway } from '../../../src/demo-gateway';
import type { DemoGatewayOptions, ProfileMap } from '../../../src/demo-gateway';
import { demoGatewayHandlers } from '../../../src/demo-gateway/msw';
import { client } from './helpers';

export function startInProcessGateway(now: number, options: Pick<DemoGatewayOptions, 'onLog'> = {}) {
  let shops: ProfileMap;
  const gateway = createDemoGateway({ profiles: () => shops, now: () => now, hangCapMs: 150, ...options });
  const server = setupServer(...demoGatewayHandlers(gateway));
  beforeAll(async () => {
    shops = (await checkProfileFolder()).shops;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => gateway.reset());
  afterAll(() => server.close());
  return { gateway, ...client(() => 'http://shop.test') };
}
