/** An account's balance over time (an extension): its balance and nonce after each batch that changed it; the itemId is
 * its batch's, so a reorg gives re-forged states new ones. */
import { Schema } from "effect"
import { BatchNum, BigIntString, EthBlockNum, ItemId, Nonce, Timestamp } from "./scalars.ts"

/** An account's state after one batch that changed it. */
export const AccountBalance = Schema.Struct({
  itemId: ItemId.annotate({
    description: "The batch's itemId: increasing with batchNum, new for a batch forged again after a reorg"
  }),
  batchNum: BatchNum,
  timestamp: Timestamp,
  ethereumBlockNum: EthBlockNum,
  balance: BigIntString,
  nonce: Nonce
}).annotate({
  identifier: "AccountBalance",
  description:
    "An account's state after a batch that changed it: the batch's itemId, number, timestamp and Ethereum block, " +
    "and the account's balance (in the token's base units) and nonce after the batch"
})
export type AccountBalance = typeof AccountBalance.Type
