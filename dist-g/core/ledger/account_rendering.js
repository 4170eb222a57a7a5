/**
 * How accounts appear in transactions and lists: an account index is written with the symbol of
 * the account's token (`zk:<symbol>:<idx>`); index 1 is the exit destination `zk:EXIT:1`; the
 * reserved index 0 (no receiver) is written with the transaction's token symbol.
 */
import { EXIT_ACCOUNT_INDEX, EXIT_IDX, FIRST_USER_IDX } from "../domain/account_index.js";
/** The account index of account `idx` whose token is `token`. */
export function accountIndexOf(idx, token) {
    return { symbol: token.symbol, idx };
}
/** The destination index of a transaction of `txToken` sent to `toIdx` (a user account's index uses its own token). */
export function destinationIndex(toIdx, txToken, receiverToken) {
    if (toIdx === EXIT_IDX)
        return EXIT_ACCOUNT_INDEX;
    return accountIndexOf(toIdx, receiverToken ?? txToken);
}
/** True for the index of a user account (≥ 256); lower indexes are reserved. */
export function isUserIdx(idx) {
    return idx >= FIRST_USER_IDX;
}
