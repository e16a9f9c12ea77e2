// expect: import-x/no-restricted-paths, no-restricted-imports
import { createDemoGateway } from '../../demo-gateway';

export const gateway = createDemoGateway;
