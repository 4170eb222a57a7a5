/** A signed pool transaction ready to POST: its TxID, its message signed with the sender's raw BabyJubJub key, and the
 * body as `PostPoolL2Transaction` encodes it. */
import { Result, Schema } from "effect"
import { EddsaPoseidonSign } from "../adapters/crypto/mod.ts"
import type { Account } from "../core/domain/account.ts"
import type { AccountIndexValue } from "../core/domain/account_index.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"
import { PostPoolL2Transaction } from "../core/domain/pool_transaction.ts"
import { FeeSelector, type MaxNumBatch, Nonce } from "../core/domain/scalars.ts"
import { l2TxId, type TxId } from "../core/domain/tx_id.ts"
import type { PostedRequestFields } from "../core/signing/request_fields.ts"
import { l2TransactionMessage } from "../core/signing/transaction_message.ts"
import { inferTransactionType } from "../core/signing/type_inference.ts"

/** What the sender wants to send: from its account, to one destination. */
export interface TransactionDraft {
  readonly from: Account
  /** A Transfer's receiver account, or `zk:EXIT:1` (or `zk:<its token's symbol>:1`) for an exit. */
  readonly toAccountIndex: AccountIndexValue | null
  /** A TransferToEthAddr's address, or `0xFF…FF` for a TransferToBJJ. */
  readonly toEthAddr: EthAddress | null
  /** A TransferToBJJ's key. */
  readonly toBjj: BjjKey | null
  /** Amount in base units (Float40-representable). */
  readonly amount: bigint
  readonly fee: number
  readonly nonce: bigint
  /** The transaction it requests (an atomic transaction, `requestFieldsOf`); absent: it requests none. */
  readonly request?: PostedRequestFields | undefined
  /** The last batch it may be forged in (signed; the later revision's body only); absent: no limit, and the body has
   * no `maxNumBatch`. */
  readonly maxNumBatch?: MaxNumBatch | undefined
}

/** A signed transaction: its id, its decoded value and the JSON body to POST. */
export interface SignedTransaction {
  readonly id: TxId
  readonly transaction: PostPoolL2Transaction
  readonly body: unknown
}

const encodeBody = Schema.encodeUnknownSync(PostPoolL2Transaction)

/** Signs `draft` with `privateKey` (32 raw bytes) for `chainId`, or says why it cannot be sent. */
export function signTransaction(
  draft: TransactionDraft,
  privateKey: Uint8Array,
  chainId: number
): Result.Result<SignedTransaction, string> {
  const fields = {
    fromAccountIndex: draft.from.accountIndex,
    toAccountIndex: draft.toAccountIndex,
    toZkEthereumAddress: draft.toEthAddr,
    toBjj: draft.toBjj,
    tokenId: draft.from.token.id,
    amount: draft.amount,
    fee: draft.fee,
    nonce: draft.nonce,
    ...draft.request
  }
  return Result.all({
    type: inferTransactionType(fields, "exitOrTokenSymbol"),
    id: l2TxId({
      fromIdx: fields.fromAccountIndex.idx,
      tokenId: fields.tokenId,
      amount: draft.amount,
      nonce: draft.nonce,
      fee: draft.fee
    }),
    message: l2TransactionMessage(fields, { chainId, maxNumBatch: draft.maxNumBatch })
  }).pipe(
    Result.map(({ type, id, message }) => {
      const transaction: PostPoolL2Transaction = {
        id,
        type,
        tokenId: fields.tokenId,
        fromAccountIndex: fields.fromAccountIndex,
        toAccountIndex: fields.toAccountIndex,
        toZkEthereumAddress: fields.toZkEthereumAddress,
        toBjj: fields.toBjj,
        amount: draft.amount,
        fee: FeeSelector.make(draft.fee),
        nonce: Nonce.make(draft.nonce),
        signature: EddsaPoseidonSign.signElements(privateKey, message),
        ...(draft.maxNumBatch === undefined ? {} : { maxNumBatch: draft.maxNumBatch }),
        ...draft.request
      }
      return { id, transaction, body: encodeBody(transaction) }
    })
  )
}
