/** The earlier revision's Exit: `instantWithdrawn`/`delayedWithdrawn`, no owner, capitalised merkleProof keys;
 * `toExitEarlier` projects the domain Exit onto it. */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import type { Exit } from "./exit.ts"
import { BatchNum, BigIntString, EthBlockNum, Hash, ItemId } from "./scalars.ts"
import { Token } from "./token.ts"

/** The exit leaf's sparse-Merkle-tree proof with the earlier, capitalised keys. */
export const MerkleProofEarlier = Schema.Struct({
  Root: Hash,
  Siblings: Schema.Array(Hash),
  OldKey: Hash,
  OldValue: Hash,
  IsOld0: Schema.Boolean,
  Key: Hash,
  Value: Hash,
  Fnc: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1 }))
}).annotate({ identifier: "MerkleProof" })
export type MerkleProofEarlier = typeof MerkleProofEarlier.Type

/** An exit as the earlier revision writes it. */
export const ExitEarlier = Schema.Struct({
  batchNum: BatchNum,
  accountIndex: AccountIndex,
  itemId: ItemId,
  merkleProof: MerkleProofEarlier,
  balance: BigIntString,
  instantWithdrawn: Schema.NullOr(EthBlockNum),
  delayedWithdrawRequest: Schema.NullOr(EthBlockNum),
  delayedWithdrawn: Schema.NullOr(EthBlockNum),
  token: Token
}).annotate({ identifier: "Exit" })
export type ExitEarlier = typeof ExitEarlier.Type

/** The earlier revision's form of an exit. */
export function toExitEarlier(exit: Exit): ExitEarlier {
  const proof = exit.merkleProof
  return {
    batchNum: exit.batchNum,
    accountIndex: exit.accountIndex,
    itemId: exit.itemId,
    merkleProof: {
      Root: proof.root,
      Siblings: proof.siblings,
      OldKey: proof.oldKey,
      OldValue: proof.oldValue,
      IsOld0: proof.isOld0,
      Key: proof.key,
      Value: proof.value,
      Fnc: proof.fnc
    },
    balance: exit.balance,
    instantWithdrawn: exit.instantWithdraw,
    delayedWithdrawRequest: exit.delayedWithdrawRequest,
    delayedWithdrawn: exit.delayedWithdraw,
    token: exit.token
  }
}
