/** The devnet's Ethereum chain: blocks at a fixed interval from a genesis time and each batch's forge call, all with
 * deterministic hashes, so every run records the same blocks and batches. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import type { NewBlock } from "../core/ports/ledger.ts"
import { EthBlockNum, EthHash } from "../core/domain/scalars.ts"

/** When and how often the devnet's blocks are mined. */
export interface ChainClock {
  /** Number of the chain's first block. */
  readonly firstBlock: bigint
  /** Timestamp of the first block. */
  readonly genesisTime: Date
  readonly secondsPerBlock: number
}

const encoder = new TextEncoder()

/** Keccak-256 of `text`, as a hash. */
function keccakHash(text: string): EthHash {
  let hex = "0x"
  for (const b of keccak_256(encoder.encode(text))) hex += b.toString(16).padStart(2, "0")
  return EthHash.make(hex)
}

/** The hash of block `num`: Keccak-256 of `zk-devnet block <num>`. */
export function blockHash(num: bigint): EthHash {
  return keccakHash(`zk-devnet block ${num}`)
}

/** The hash of the Ethereum transaction forging batch `batchNum` in the block with hash `block`: Keccak-256 of `zk-devnet forge <batchNum> <block>`. */
export function forgeTransactionHash(batchNum: number, block: EthHash): EthHash {
  return keccakHash(`zk-devnet forge ${batchNum} ${block}`)
}

/** The timestamp of block `num`. */
export function blockTime(clock: ChainClock, num: bigint): Date {
  const elapsed = Number(num - clock.firstBlock) * clock.secondsPerBlock
  return new Date(clock.genesisTime.getTime() + elapsed * 1000)
}

/** Block `num` as the ledger records it. */
export function blockAt(clock: ChainClock, num: bigint): NewBlock {
  return { num: EthBlockNum.make(num), hash: blockHash(num), timestamp: blockTime(clock, num) }
}
