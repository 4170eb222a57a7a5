/**
 * The write port a coordinator (or the devnet) uses to record what it syncs and forges. Every
 * read port is a view of what was recorded here. Inputs carry what the coordinator knows; the
 * adapter derives the rest (TxIDs, owners of accounts, USD values, itemIds) with core's
 * `ledger/` functions, so every adapter derives them alike.
 */
import { Context, Schema } from "effect";
/** The ledger refused an input that contradicts what it holds (unknown account, batch out of sequence, …). */
export class LedgerRejected extends Schema.TaggedError()("LedgerRejected", {
    message: Schema.String
}) {
}
/** The write side: what the coordinator records. Each call is atomic. */
export class Ledger extends Context.Service()("zk-api/ports/Ledger") {
}
