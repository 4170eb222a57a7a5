/** Batch rows: the selected columns and the decoding into core's `Batch`. */
import { type Batch, CollectedFees } from "../../core/domain/batch.ts"
import { BatchNum, EthBlockNum, ItemId, SlotNum, ToForgeL1TransactionsNum } from "../../core/domain/scalars.ts"
import { addressOf, fromJsonText, hashOf } from "./codecs.ts"
import { big, bytes, date, float, int, intOrNull, type Row, text, STORED } from "./row.ts"

/** The select list of a batch of `batch` aliased `alias`. */
export function batchColumns(alias: string): string {
  return [
    "item_id", "batch_num", "eth_block_num", "eth_block_hash", "timestamp", "forger_addr", "collected_fees",
    "fees_usd", "state_root", "num_accounts", "exit_root", "forge_l1_txs_num", "slot_num"
  ].map((column) => `${alias}.${column} AS b_${column}`).join(", ")
}

/** The batch of a row selected with `batchColumns`. */
export function batchOf(row: Row): Batch {
  const queue = intOrNull(row, "b_forge_l1_txs_num")
  return {
    itemId: ItemId.make(int(row, "b_item_id"), STORED),
    batchNum: BatchNum.make(int(row, "b_batch_num"), STORED),
    ethereumBlockNum: EthBlockNum.make(big(row, "b_eth_block_num"), STORED),
    ethereumBlockHash: hashOf(bytes(row, "b_eth_block_hash")),
    timestamp: date(row, "b_timestamp"),
    forgerAddr: addressOf(bytes(row, "b_forger_addr")),
    collectedFees: fromJsonText(CollectedFees, text(row, "b_collected_fees")),
    historicTotalCollectedFeesUSD: float(row, "b_fees_usd"),
    stateRoot: big(row, "b_state_root"),
    numAccounts: int(row, "b_num_accounts"),
    exitRoot: big(row, "b_exit_root"),
    forgeL1TransactionsNum: queue === null ? null : ToForgeL1TransactionsNum.make(queue, STORED),
    slotNum: SlotNum.make(int(row, "b_slot_num"), STORED)
  }
}
