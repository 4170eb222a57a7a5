/** Rollup accounts: one per (owner, token), identified by their index (`docs/api.md`). */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { BigIntString, ItemId, Nonce } from "./scalars.ts"
import { Token } from "./token.ts"

/** An account with its current nonce and balance. */
export const Account = Schema.Struct({
  itemId: ItemId,
  accountIndex: AccountIndex,
  nonce: Nonce,
  balance: BigIntString,
  bjj: Bjj,
  zkEthereumAddress: ZkEthereumAddress,
  token: Token
}).annotate({ identifier: "Account" })
export type Account = typeof Account.Type
