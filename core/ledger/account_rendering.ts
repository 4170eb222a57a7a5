/** How accounts appear in transactions and lists: `zk:<symbol>:<idx>` with the account's token symbol, `zk:EXIT:1`, and
 * the reserved index 0 with the transaction's token symbol. */
import {
  type AccountIdx,
  type AccountIndexValue,
  EXIT_ACCOUNT_INDEX,
  EXIT_IDX,
  FIRST_USER_IDX
} from "../domain/account_index.ts"
import type { Token } from "../domain/token.ts"

/** The account index of account `idx` whose token is `token`. */
export function accountIndexOf(idx: AccountIdx, token: Pick<Token, "symbol">): AccountIndexValue {
  return { symbol: token.symbol, idx }
}

/** The destination index of a transaction of `txToken` sent to `toIdx` (a user account's index uses its own token). */
export function destinationIndex(
  toIdx: AccountIdx,
  txToken: Pick<Token, "symbol">,
  receiverToken?: Pick<Token, "symbol">
): AccountIndexValue {
  if (toIdx === EXIT_IDX) return EXIT_ACCOUNT_INDEX
  return accountIndexOf(toIdx, receiverToken ?? txToken)
}

/** True for the index of a user account (≥ 256); lower indexes are reserved. */
export function isUserIdx(idx: number): boolean {
  return idx >= FIRST_USER_IDX
}
