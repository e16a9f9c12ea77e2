// The member's addresses as the address calls answer and take them (spec 1 §3, §7).
import type { AddressRecord, MemberAddressBody, OrderAddressBody } from '../domain';

/** An address as the list answers it: the engine's record plus addressId and the region path (spec 1 §3). */
export interface Address extends AddressRecord {
  addressId: number;
  path: string;
}

/** The address form as sent: `id` only when editing. */
export type AddressInput = MemberAddressBody;

export type OrderAddressUpdate = OrderAddressBody;
