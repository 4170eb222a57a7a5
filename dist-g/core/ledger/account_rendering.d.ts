/**
 * How accounts appear in transactions and lists: an account index is written with the symbol of
 * the account's token (`zk:<symbol>:<idx>`); index 1 is the exit destination `zk:EXIT:1`; the
 * reserved index 0 (no receiver) is written with the transaction's token symbol.
 */
import { type AccountIdx, type AccountIndexValue } from "../domain/account_index.ts";
import type { Token } from "../domain/token.ts";
/** The account index of account `idx` whose token is `token`. */
export declare function accountIndexOf(idx: AccountIdx, token: Pick<Token, "symbol">): AccountIndexValue;
/** The destination index of a transaction of `txToken` sent to `toIdx` (a user account's index uses its own token). */
export declare function destinationIndex(toIdx: AccountIdx, txToken: Pick<Token, "symbol">, receiverToken?: Pick<Token, "symbol">): AccountIndexValue;
/** True for the index of a user account (≥ 256); lower indexes are reserved. */
export declare function isUserIdx(idx: number): boolean;
