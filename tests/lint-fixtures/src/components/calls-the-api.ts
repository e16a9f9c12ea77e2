// expect: import-x/no-restricted-paths
// Shared UI knows no endpoint: business UI that fetches lives in src/business-ui.
import { addressesQuery } from '../lib/api/endpoints/addresses';

export const query = addressesQuery;
