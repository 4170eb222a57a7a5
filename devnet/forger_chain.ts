/** The devnet chain as the forger moves it on: blocks follow the wall clock, a batch goes in the newest block, and
 * never in one older than a transaction it may forge; after a long pause only the last blocks are recorded. */
import { EthBlockNum } from "../core/domain/scalars.ts"
import type { NewBlock } from "../core/ports/ledger.ts"
import { blockHash } from "./chain.ts"

/** At most this many blocks are recorded in one step (one hour of 15 s blocks). */
export const MAX_CATCH_UP_BLOCKS = 240

/** A block the chain already has. */
export interface ChainHead {
  readonly num: bigint
  readonly timestamp: Date
}

/** The blocks mined since `head` up to `now`, `secondsPerBlock` apart (none when less than one interval passed). */
export function blocksSince(head: ChainHead, now: Date, secondsPerBlock: number): ReadonlyArray<NewBlock> {
  const elapsedMs = now.getTime() - head.timestamp.getTime()
  const intervalMs = secondsPerBlock * 1000
  if (!(intervalMs > 0) || elapsedMs < intervalMs) return []
  const count = BigInt(Math.floor(elapsedMs / intervalMs))
  const first = count > BigInt(MAX_CATCH_UP_BLOCKS) ? count - BigInt(MAX_CATCH_UP_BLOCKS) + 1n : 1n
  const blocks: Array<NewBlock> = []
  for (let k = first; k <= count; k++) {
    const num = head.num + k
    blocks.push({
      num: EthBlockNum.make(num),
      hash: blockHash(num),
      timestamp: new Date(head.timestamp.getTime() + Number(k) * intervalMs)
    })
  }
  return blocks
}

/**
 * The block a batch forging transactions submitted up to `newest` goes in: the chain's newest block `head` when it
 * is not older than `newest`, else the next block, stamped at `now` or at `newest` if later.
 */
export function batchBlock(head: NewBlock, newest: Date, now: Date): NewBlock {
  if (head.timestamp.getTime() >= newest.getTime()) return head
  const num = head.num + 1n
  return {
    num: EthBlockNum.make(num),
    hash: blockHash(num),
    timestamp: new Date(Math.max(now.getTime(), newest.getTime()))
  }
}

/** The auction slot of a block: ⌊(block − genesis block) / blocks per slot⌋ (0 before the genesis block). */
export function slotOfBlock(num: bigint, genesisBlockNum: bigint, blocksPerSlot: number): number {
  if (num < genesisBlockNum || blocksPerSlot <= 0) return 0
  return Number((num - genesisBlockNum) / BigInt(blocksPerSlot))
}
