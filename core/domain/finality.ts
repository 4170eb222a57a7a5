/** Finality (an extension): how far a transaction, batch or exit is from being undone; every finality of one answer
 * comes from one `ChainFinality`, so they never contradict each other. */
import { Schema } from "effect"

/** The finality of a transaction, batch or exit. */
export const Finality = Schema.Literals(["pending", "forging", "forged", "finalized"]).annotate({
  identifier: "Finality",
  description:
    "pending: in the pool or the L1 queue; forging: selected for the batch being built; forged: in a batch " +
    "whose L1 block has fewer than the required confirmations (it may still be rolled back by an L1 reorg); finalized: " +
    "in a batch at least that deep (an extension of the interface)"
})
export type Finality = typeof Finality.Type

/** The least finality a filter asks for (`minFinality`): `finalized` holds back what a batch did until it is final. */
export const MinFinality = Schema.Literals(["pending", "forged", "finalized"]).annotate({
  description:
    "The least finality of what is returned: finalized returns only what finalized batches did (default: everything)"
})
export type MinFinality = typeof MinFinality.Type

/** Default confirmations after which a batch is final: 64 L1 blocks, two Ethereum epochs. */
export const DEFAULT_FINALITY_CONFIRMATIONS = 64

/** What every finality is computed from: the node's last synced L1 block, the depth asked and the last final batch. */
export interface ChainFinality {
  /** The node's last synced L1 block (null before any). */
  readonly lastBlock: bigint | null
  /** Confirmations (L1 blocks on top of a batch's block) after which a batch is final. */
  readonly required: number
  /** The last finalized batch (0: none). */
  readonly finalizedThrough: number
}

/** The finality of what batch `batchNum` did (null: not forged, so pending). */
export function batchFinality(chain: ChainFinality, batchNum: number | null): "pending" | "forged" | "finalized" {
  if (batchNum === null) return "pending"
  return batchNum <= chain.finalizedThrough ? "finalized" : "forged"
}

/** The L1 blocks on top of `block` (0 in the last synced block itself or above it). */
export function confirmationsOf(chain: ChainFinality, block: bigint): number {
  if (chain.lastBlock === null || chain.lastBlock < block) return 0
  return Number(chain.lastBlock - block)
}

/** The last final L1 block: batches in it or below are final (null: none yet). */
export function finalBlock(chain: Pick<ChainFinality, "lastBlock" | "required">): bigint | null {
  if (chain.lastBlock === null) return null
  const block = chain.lastBlock - BigInt(chain.required)
  return block < 0n ? null : block
}

/** The first L1 block in which a batch forged in `block` is final. */
export function finalAtBlock(chain: Pick<ChainFinality, "required">, block: bigint): bigint {
  return block + BigInt(chain.required)
}

/** Whether `finality` is at least `min`. */
export function atLeast(finality: Finality, min: MinFinality): boolean {
  return FINALITY_RANK[finality] >= FINALITY_RANK[min]
}

const FINALITY_RANK: Readonly<Record<Finality, number>> = { pending: 0, forging: 1, forged: 2, finalized: 3 }
