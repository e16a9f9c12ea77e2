// expect: import-x/no-restricted-paths
import { createQueryClient } from '../app/query-client';

export const client = createQueryClient;
