/** Exits: balances that left the rollup in a batch's exit tree, with the proof to withdraw them (`docs/api.md`). */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { Finality } from "./finality.ts"
import { BatchNum, BigIntString, EthBlockNum, Hash, ItemId } from "./scalars.ts"
import { Token } from "./token.ts"

/** A sparse-Merkle-tree proof of the exit leaf, in the smart contract's form (no trailing zero siblings). */
export const MerkleProof = Schema.Struct({
  root: Hash,
  siblings: Schema.Array(Hash),
  oldKey: Hash,
  oldValue: Hash,
  isOld0: Schema.Boolean,
  key: Hash,
  value: Hash,
  fnc: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1 }))
}).annotate({ identifier: "MerkleProof" })
export type MerkleProof = typeof MerkleProof.Type

/** An exit of one account in one batch, with its withdrawal progress (Ethereum block numbers, null until done). */
export const Exit = Schema.Struct({
  batchNum: BatchNum,
  accountIndex: AccountIndex,
  bjj: Bjj,
  zkEthereumAddress: ZkEthereumAddress,
  itemId: ItemId,
  merkleProof: MerkleProof,
  balance: BigIntString,
  instantWithdraw: Schema.NullOr(EthBlockNum),
  delayedWithdrawRequest: Schema.NullOr(EthBlockNum),
  delayedWithdraw: Schema.NullOr(EthBlockNum),
  token: Token,
  finality: Finality,
  withdrawableAtBlock: EthBlockNum.annotate({
    description:
      "The first L1 block in which the exit's batch is final, so that withdrawing it cannot be undone by an L1 reorg " +
      "(an extension of the interface)"
  })
}).annotate({ identifier: "Exit" })
export type Exit = typeof Exit.Type
