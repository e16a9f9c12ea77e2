// The demo gateway: a contract-faithful fake of the shop backend (docs/gateway.md, README.md here).
// Only tests, scripts/serve.ts and the Vite dev plugin import it; never the storefront.
export { createDemoGateway } from './gateway';
export type { DemoGateway, DemoGatewayOptions, ProfileMap, ProfileSource } from './gateway';
export { DEMO_PASSWORD, ACCOUNTS, GUEST_CODES } from './seed';
export { TOKEN_TTL_MS } from './routes/auth';
export { SPECIAL_GOODS } from './catalogue';
export type { FaultSpec } from './faults';
