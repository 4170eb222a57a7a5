/** The input of the L2 signing rules: the decoded fields a pool transaction's type, TxID and signed message depend on;
 * a decoded `PostPoolL2Transaction` is one (absent and `null` optional fields both mean no value). */
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"

/** An account index as decoded: the token symbol it is written with and its position. */
export interface AccountIndexFields {
  readonly symbol: string
  readonly idx: number
}

/** The decoded fields of an L2 (pool) transaction that signing rules read. */
export interface L2TransactionFields {
  readonly fromAccountIndex: AccountIndexFields
  readonly toAccountIndex?: AccountIndexFields | null | undefined
  readonly toZkEthereumAddress?: EthAddress | null | undefined
  readonly toBjj?: BjjKey | null | undefined
  readonly tokenId: number
  readonly amount: bigint
  readonly fee: number
  readonly nonce: bigint
  readonly requestFromAccountIndex?: AccountIndexFields | null | undefined
  readonly requestToAccountIndex?: AccountIndexFields | null | undefined
  readonly requestToZkEthereumAddress?: EthAddress | null | undefined
  readonly requestToBjj?: BjjKey | null | undefined
  readonly requestTokenId?: number | null | undefined
  readonly requestAmount?: bigint | null | undefined
  readonly requestFee?: number | null | undefined
  readonly requestNonce?: bigint | null | undefined
}
