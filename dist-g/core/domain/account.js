/** Rollup accounts: one per (owner, token), identified by their index (`anchor-api.md` §2.2). */
import { Schema } from "effect";
import { AccountIndex } from "./account_index.js";
import { Bjj } from "./bjj.js";
import { ZkEthereumAddress } from "./eth_address.js";
import { BigIntString, ItemId, Nonce } from "./scalars.js";
import { Token } from "./token.js";
/** An account with its current nonce and balance. */
export const Account = Schema.Struct({
    itemId: ItemId,
    accountIndex: AccountIndex,
    nonce: Nonce,
    balance: BigIntString,
    bjj: Bjj,
    zkEthereumAddress: ZkEthereumAddress,
    token: Token
}).annotate({ identifier: "Account" });
