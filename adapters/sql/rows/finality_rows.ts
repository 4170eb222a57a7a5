/** The statement reading the chain's finality (the last synced block, the last batch in a final block) and its
 * decoding. */
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { bigOrNullAt, intAt, type Values } from "./row.ts"

/**
 * The last synced block and the last batch whose block is at least $1 blocks below it (0: none). The batches' blocks rise
 * with their numbers, so the walk back from the last batch stops at the first final one; without a synced block it is
 * not walked at all (a null bound would match no batch and read them all).
 */
export const CHAIN_FINALITY = `SELECT l.num, CASE WHEN l.num IS NULL THEN 0 ELSE
  COALESCE((SELECT b.batch_num FROM batch b WHERE b.eth_block_num <= l.num - $1 ORDER BY b.batch_num DESC LIMIT 1), 0) END
FROM (SELECT max(num) AS num FROM eth_block) l`

/** The chain's finality at `required` confirmations from the rows of `CHAIN_FINALITY`. */
export function chainFinalityOf(rows: ReadonlyArray<Values>, required: number): ChainFinality {
  const row = rows[0]!
  return { lastBlock: bigOrNullAt(row, 0), required, finalizedThrough: intAt(row, 1) }
}

/** The batches (number, L1 block) after $1 up to $2, ascending: those a move of the final batch from $1 to $2 finalizes. */
export const BATCHES_FINALIZED =
  "SELECT batch_num, eth_block_num FROM batch WHERE batch_num > $1 AND batch_num <= $2 ORDER BY batch_num"
