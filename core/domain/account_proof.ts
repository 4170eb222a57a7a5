/** An account's state in a batch's state tree and the Merkle proof of it (an extension, later revision): what a wallet
 * checks against the batch's `stateRoot` without trusting the node. */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { MerkleProof } from "./exit.ts"
import { BatchNum, BigIntString, Hash, Nonce, TokenId } from "./scalars.ts"

/** The fields of an account its state tree leaf commits to. */
export const ProvenAccount = Schema.Struct({
  tokenId: TokenId,
  nonce: Nonce,
  balance: BigIntString,
  bjj: Bjj,
  zkEthereumAddress: ZkEthereumAddress
}).annotate({ identifier: "ProvenAccount" })
export type ProvenAccount = typeof ProvenAccount.Type

/** An account index's place in the state tree after a batch: its account and an inclusion proof, or null and a proof
 * that the tree holds no account at that index. */
export const AccountProof = Schema.Struct({
  accountIndex: AccountIndex,
  batchNum: BatchNum,
  stateRoot: Hash.annotate({ description: "The batch's stateRoot: the state tree's root the proof leads to" }),
  account: Schema.NullOr(ProvenAccount).annotate({
    description: "The account after the batch (its leaf's value hashes these fields); null when the tree holds none"
  }),
  merkleProof: MerkleProof.annotate({
    description:
      "fnc 0: the account's leaf (key: the index, value: the account's hash) is in the tree; fnc 1: the index holds no " +
      "leaf (isOld0: the path ends at an empty place; otherwise at the leaf oldKey/oldValue of another index)"
  })
}).annotate({ identifier: "AccountProof" })
export type AccountProof = typeof AccountProof.Type
