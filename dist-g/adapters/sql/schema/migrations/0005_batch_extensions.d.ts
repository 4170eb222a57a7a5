/**
 * Migration 5, the batch's extension fields (`forgedTransactions`, `ethereumTxHash`): the Ethereum transaction that
 * forged a batch, `eth_tx_hash`, null for the batches stored before (the ledger did not take it); the number of
 * transactions a batch forged is its row's `tx_count`, written with every batch since migration 1, so the batches
 * already stored read right as they are. Stored `batch` events get both fields where the ledger now writes them, at
 * the end of their batch (`forgedTransactions` is the event's own `transactions` count), so a client replaying the
 * log decodes every batch event alike.
 */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
