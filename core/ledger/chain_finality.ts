/** Finality as a storage derives it: a chain's last final batch from its batches' L1 blocks, and batches with it. */
import type { Batch } from "../domain/batch.ts"
import { batchFinality, type ChainFinality, finalBlock } from "../domain/finality.ts"

/** Finality before anything is known: no block synced, no batch final. */
export function unsyncedChain(required: number): ChainFinality {
  return { lastBlock: null, required, finalizedThrough: 0 }
}

/**
 * The finality of a chain whose last synced block is `lastBlock`, with `batchesFromLast` its batches (number and L1
 * block) from the last one down: the last final batch is the first of them in a final block.
 */
export function chainFinalityOf(
  lastBlock: bigint | null,
  required: number,
  batchesFromLast: Iterable<{ readonly batchNum: number; readonly ethereumBlockNum: bigint }>
): ChainFinality {
  const final = finalBlock({ lastBlock, required })
  let finalizedThrough = 0
  if (final !== null) {
    for (const batch of batchesFromLast) {
      if (batch.ethereumBlockNum <= final) {
        finalizedThrough = batch.batchNum
        break
      }
    }
  }
  return { lastBlock, required, finalizedThrough }
}

/** `batch` with its finality on `chain` (the same object when it already says so). */
export function batchWithFinality(batch: Batch, chain: ChainFinality): Batch {
  const finality = batchFinality(chain, batch.batchNum)
  return batch.finality === finality ? batch : { ...batch, finality }
}

/** The finality of what a ledger call records: its batch is forged, nothing of it final yet. */
export const JUST_FORGED: ChainFinality = { lastBlock: null, required: Number.MAX_SAFE_INTEGER, finalizedThrough: 0 }
