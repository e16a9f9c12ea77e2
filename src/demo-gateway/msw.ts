// The gateway in process, for unit and component tests: `setupServer(...demoGatewayHandlers(gateway))`.
import { http } from 'msw';
import type { DemoGateway } from './gateway';

export function demoGatewayHandlers(gateway: DemoGateway) {
  return [http.all('*/api/*', ({ request }) => gateway.handle(request))];
}
