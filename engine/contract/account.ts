// The account pages' answers (docs/gateway.md "Account pages"): security overview, points card, notices.
import type { NoticeKind, PointsMovementKind } from '../domain';

export interface SecurityInfo {
  account: string;
  /** Masked by the gateway (138****0001). */
  phone: string;
  passwordSet: boolean;
}

export interface PointsCard {
  balance: number;
  expiringPoints: number;
  expiringTime: string;
  movements: { kind: PointsMovementKind; orderNo: string; points: number; time: string }[];
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  time: string;
  read: boolean;
}

export interface NoticeList {
  records: Notice[];
  unreadCount: number;
}
