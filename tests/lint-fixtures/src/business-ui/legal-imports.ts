// expect: nothing
// Business UI may use the API, the shop and shared UI.
import { toast } from '../components/toast';
import { addressesQuery } from '../lib/api/endpoints/addresses';
import { useShop } from '../shop/shop-context';

export const parts = { toast, addressesQuery, useShop };
