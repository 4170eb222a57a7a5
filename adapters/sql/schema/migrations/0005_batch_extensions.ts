/** Migration 5, the batch's `forgedTransactions` (its row's `tx_count`) and `ethereumTxHash` (`eth_tx_hash`, null
 * before), both written into stored `batch` events too, so a replayed log decodes every batch event alike. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE batch ADD COLUMN eth_tx_hash bytea CHECK (octet_length(eth_tx_hash) = 32)`,
  `UPDATE event SET data = regexp_replace(
    data,
    '("slotNum":[0-9]+)\\}',
    '\\1,"forgedTransactions":' || (data::json ->> 'transactions') || ',"ethereumTxHash":null}'
  ) WHERE type = 'batch'`
]
