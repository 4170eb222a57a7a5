/**
 * The stored form of a history transaction: everything the history shows except the embedded
 * token, which readers join at read time (its price changes; the anchor joins the token table on
 * every read), plus the token id to join with.
 */
import type { HistoryTransaction } from "../domain/history_transaction.ts";
import type { TokenId } from "../domain/scalars.ts";
import type { Token } from "../domain/token.ts";
/** A history transaction without its token, with the token's id. */
export interface TransactionRecord extends Omit<HistoryTransaction, "token"> {
    readonly tokenId: TokenId;
}
/** The history transaction of `record` with its token as it is now. */
export declare function historyTransaction(record: TransactionRecord, token: Token): HistoryTransaction;
