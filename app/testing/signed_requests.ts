/** Bodies a wallet POSTs, signed with a test wallet's keys: L2 transactions (`POST /transactions-pool`) and
 * account-creation authorizations (`POST /account-creation-authorization`), each valid or with one chosen fault. */
import { Result } from "effect"
import { EthereumSign } from "../../adapters/crypto/mod.ts"
import type { Account } from "../../core/domain/account.ts"
import type { AccountIndexValue } from "../../core/domain/account_index.ts"
import { type BjjKey, encodeBjj } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { MAX_UINT32, MaxNumBatch, TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { accountCreationDigest, type AuthorizationDomain } from "../../core/signing/mod.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { type TestWallet, testWallet } from "./test_wallet.ts"

/** A transaction's fault: signed by another key, a nonce below its sender's, or a token no one registered. */
export type TransactionFault = "badSignature" | "staleNonce" | "unknownToken"

/** A token id never registered in a test (token ids are registered in increasing order). */
export const UNREGISTERED_TOKEN = TokenId.make(MAX_UINT32)

/** What a transaction sends: from an account its wallet owns, to an account, an address or a key. */
export interface TransactionSpec {
  readonly from: Account
  /**
   * A Transfer's receiver; for an Exit `zk:EXIT:1` (`{ symbol: "EXIT", idx: 1 }`), or `zk:<the token's symbol>:1` (e.g.
   * `{ symbol: "ETH", idx: 1 }`) as every hermezjs release sends it, which the later revision takes too.
   */
  readonly toAccountIndex?: AccountIndexValue | undefined
  /** A TransferToEthAddr's receiver (`0xFF…FF` with `toBjj` for a TransferToBJJ). */
  readonly toEthAddr?: EthAddress | undefined
  /** A TransferToBJJ's receiver. */
  readonly toBjj?: BjjKey | undefined
  /** In base units; must be Float40-representable. */
  readonly amount: bigint
  /** The fee selector (default 0). */
  readonly fee?: number | undefined
  /** Default: the sender's next nonce. */
  readonly nonce?: bigint | undefined
  /** The last batch it may be forged in, signed and sent as `maxNumBatch` (the later revision's body; 0: no limit);
   * absent: none sent, 0 signed. */
  readonly maxNumBatch?: number | undefined
}

/** The `maxNumBatch` a draft of `spec` signs and sends (throws when it is no uint32). */
export function maxNumBatchOf(spec: TransactionSpec): MaxNumBatch | undefined {
  return spec.maxNumBatch === undefined ? undefined : MaxNumBatch.make(spec.maxNumBatch)
}

/** A signed transaction: its TxID and the JSON body to POST. */
export interface SignedTransactionBody {
  readonly id: TxId
  readonly body: Record<string, unknown>
}

/** Another wallet's key: a signature by it does not verify under the sender's key. */
export function otherKey(wallet: TestWallet): Uint8Array {
  const key = Uint8Array.from(wallet.privateKey)
  key[31] = (key[31]! + 1) & 0xff
  return key
}

/**
 * `spec` signed by `wallet` for `chainId`, or with `fault`: a valid body the node must refuse. Throws when the spec
 * cannot be a transaction (an amount Float40 cannot represent, no receiver, a stale nonce of an account at nonce 0).
 */
export function signedTransaction(
  spec: TransactionSpec,
  wallet: TestWallet,
  chainId: number,
  fault?: TransactionFault
): SignedTransactionBody {
  const from =
    fault === "unknownToken" ? { ...spec.from, token: { ...spec.from.token, id: UNREGISTERED_TOKEN } } : spec.from
  const next = spec.nonce ?? spec.from.nonce
  if (fault === "staleNonce" && spec.from.nonce === 0n) throw new RangeError("an account at nonce 0 has no stale nonce")
  const draft = {
    from,
    toAccountIndex: spec.toAccountIndex ?? null,
    toEthAddr: spec.toEthAddr ?? null,
    toBjj: spec.toBjj ?? null,
    amount: spec.amount,
    fee: spec.fee ?? 0,
    nonce: fault === "staleNonce" ? spec.from.nonce - 1n : next,
    maxNumBatch: maxNumBatchOf(spec)
  }
  const key = fault === "badSignature" ? otherKey(wallet) : wallet.privateKey
  const signed = signTransaction(draft, key, chainId)
  if (Result.isFailure(signed)) throw new RangeError(`not a transaction: ${signed.failure}`)
  return { id: signed.success.id, body: signed.success.body as Record<string, unknown> }
}

/** An authorization's fault: signed by another Ethereum key, or for another chain. */
export type AuthorizationFault = "otherSigner" | "otherChain"

/** The body by which `wallet` authorizes a BabyJubJub key (`bjj`, its own by default) on `domain`, or with `fault`. */
export function signedAuthorization(
  wallet: TestWallet,
  domain: AuthorizationDomain,
  fault?: AuthorizationFault,
  bjj: BjjKey = wallet.bjj
): { readonly zkEthereumAddress: string; readonly bjj: string; readonly signature: string } {
  const signer = fault === "otherSigner" ? testWallet(otherKey(wallet)) : wallet
  const signedDomain = fault === "otherChain" ? { ...domain, chainId: BigInt(domain.chainId) + 1n } : domain
  return {
    zkEthereumAddress: `zk:${wallet.ethAddress}`,
    bjj: encodeBjj(bjj),
    signature: EthereumSign.signDigest(signer.privateKey, accountCreationDigest(bjj, signedDomain))
  }
}
