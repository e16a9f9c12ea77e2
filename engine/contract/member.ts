// The member (spec 1 §3, §7): login and registration, who they are and what they may do, their browse
// history.
import type { MemberGoods } from './goods';

/** The answer of `{login}/login`: `expireTime` in epoch milliseconds. */
export interface LoginAnswer {
  token: string;
  expireTime: number;
}

export interface Credentials {
  account: string;
  password: string;
}

export interface Registration extends Credentials {
  phone: string;
}

export interface UserInfo {
  id: number;
  account: string;
  nickName: string;
  phone: string;
  headPortrait: string;
  roleId: number | null;
  levelId: number | null;
  labelImg: string;
  operationCode: string[];
  /** A supplier user (may submit purchase requests); a rule fact (`user.supplier`). */
  supplier: boolean;
}

export interface FunctionItem {
  functionCode: string;
  functionName: string;
}

/** One visit of the browse history, at its Shanghai wall-clock time. */
export interface BrowseRecord extends MemberGoods {
  browseTime: string;
}
