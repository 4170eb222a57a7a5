/** The devnet faucet's request and answer (`POST /devnet/deposits`, an extension of the contract): an L1
 * CreateAccountDeposit queued for any address and key, as the rollup contract would queue a user's. */
import { Schema } from "effect"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { BigIntString, TokenId, ToForgeL1TransactionsNum, TransactionPosition } from "./scalars.ts"
import { TransactionId } from "./tx_id.ts"

/** What a faucet request asks: an account of `zkEthereumAddress` and `bjj` in `tokenId`, created with `amount`. */
export const FaucetDepositPost = Schema.Struct({
  zkEthereumAddress: ZkEthereumAddress,
  bjj: Bjj,
  tokenId: TokenId,
  amount: BigIntString
}).annotate({ identifier: "FaucetDepositPost" })
export type FaucetDepositPost = typeof FaucetDepositPost.Type

/** The queued deposit: its L1 transaction id (`GET /transactions-history/{id}` follows it), its queue and position. */
export const FaucetDeposit = Schema.Struct({
  id: TransactionId,
  toForgeL1TransactionsNum: ToForgeL1TransactionsNum,
  position: TransactionPosition
}).annotate({ identifier: "FaucetDeposit" })
export type FaucetDeposit = typeof FaucetDeposit.Type
