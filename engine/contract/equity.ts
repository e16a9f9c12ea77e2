// The member's equity cards (权益卡) as the gateway answers them.
import type { Goods } from './goods';

export interface EquitySummary {
  useCount: number;
  unclaimedCount: number;
}

/** A card in the member's list, in the white-list state the list asked for (WHITE_LIST_STATE). */
export interface EquityCard {
  interestsCardId: number;
  interestsCardName: string;
  cardBackgroundValue: string;
  expirationTime: string;
  whiteListState: number;
}

export interface EquityCardDetail extends Omit<EquityCard, 'whiteListState'> {
  expired: boolean;
  /** The card's rules as HTML. */
  description: string;
  goodsList: (Goods & { interestsCardLinkId: number })[];
}
