/** Batch rows: the selected columns and the decoding, by position, into core's `Batch`. */
import type { Batch } from "../../../core/domain/batch.ts"
import { batchFinality, type ChainFinality } from "../../../core/domain/finality.ts"
import { addressOf, hashOf } from "./codecs.ts"
import {
  bigAt,
  bytesAt,
  bytesOrNullAt,
  dateAt,
  floatAt,
  intAt,
  intOrNullAt,
  textAt,
  selectList,
  type Values
} from "./row.ts"
import * as Stored from "./stored_brands.ts"
import { collectedFeesOf } from "./stored_json.ts"

/** The positions of a batch's columns within its group of a row. */
const B = {
  item_id: 0,
  batch_num: 1,
  eth_block_num: 2,
  eth_block_hash: 3,
  timestamp: 4,
  forger_addr: 5,
  collected_fees: 6,
  fees_usd: 7,
  state_root: 8,
  num_accounts: 9,
  exit_root: 10,
  forge_l1_txs_num: 11,
  slot_num: 12,
  tx_count: 13,
  eth_tx_hash: 14
} as const

/** The select list of a batch of `batch` aliased `alias`. */
export const batchColumns = selectList(B, "b_")

/** The batch of a row whose columns from `at` on were selected with `batchColumns`, with its finality on `chain`. */
export function batchOf(row: Values, at: number, chain: ChainFinality): Batch {
  const queue = intOrNullAt(row, at + B.forge_l1_txs_num)
  const batchNum = intAt(row, at + B.batch_num)
  const txHash = bytesOrNullAt(row, at + B.eth_tx_hash)
  return {
    itemId: Stored.ItemId(intAt(row, at + B.item_id)),
    batchNum: Stored.BatchNum(batchNum),
    ethereumBlockNum: Stored.EthBlockNum(bigAt(row, at + B.eth_block_num)),
    ethereumBlockHash: hashOf(bytesAt(row, at + B.eth_block_hash)),
    timestamp: dateAt(row, at + B.timestamp),
    forgerAddr: addressOf(bytesAt(row, at + B.forger_addr)),
    collectedFees: collectedFeesOf(textAt(row, at + B.collected_fees)),
    historicTotalCollectedFeesUSD: floatAt(row, at + B.fees_usd),
    stateRoot: bigAt(row, at + B.state_root),
    numAccounts: intAt(row, at + B.num_accounts),
    exitRoot: bigAt(row, at + B.exit_root),
    forgeL1TransactionsNum: queue === null ? null : Stored.ToForgeL1TransactionsNum(queue),
    slotNum: Stored.SlotNum(intAt(row, at + B.slot_num)),
    forgedTransactions: intAt(row, at + B.tx_count),
    ethereumTxHash: txHash === null ? null : hashOf(txHash),
    finality: batchFinality(chain, batchNum)
  }
}
