/** What a coordinator records through the ledger, a line each: an Ethereum block (`NewBlock`) and a batch forged in it
 * (`NewBatch`), empty unless told what it holds. */
import { checksumOfBytes } from "../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, SlotNum } from "../../core/domain/scalars.ts"
import type { NewBatch, NewBlock } from "../../core/ports/ledger.ts"
import { blockHash, forgeTransactionHash } from "../../devnet/chain.ts"

/** The forger a test batch names unless told another: `0xd4d4…d4`. */
export const TEST_FORGER = checksumOfBytes(new Uint8Array(20).fill(0xd4))

/** Block `num`, mined at `timestamp` (default: now), with the devnet's deterministic hash of its number. */
export function testBlock(num: number | bigint, timestamp: Date = new Date()): NewBlock {
  const n = BigInt(num)
  return { num: EthBlockNum.make(n), hash: blockHash(n), timestamp }
}

/** What a test batch holds and who forged it; every field defaults to none (an empty batch of slot 0 by `TEST_FORGER`). */
export type TestBatchContents = Partial<Omit<NewBatch, "batchNum" | "ethereumBlockNum" | "ethereumBlockHash">>

/** Batch `batchNum` forged in `block` (at its time, by a forge call with a deterministic hash), holding `contents`. */
export function testBatch(block: NewBlock, batchNum: number, contents: TestBatchContents = {}): NewBatch {
  return {
    ethereumTxHash: forgeTransactionHash(batchNum, block.hash),
    timestamp: block.timestamp,
    forgerAddr: TEST_FORGER,
    slotNum: SlotNum.make(0),
    exitRoot: 0n,
    collectedFees: {},
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions: [],
    accountUpdates: [],
    exits: [],
    ...contents,
    batchNum: BatchNum.make(batchNum),
    ethereumBlockNum: block.num,
    ethereumBlockHash: block.hash
  }
}
