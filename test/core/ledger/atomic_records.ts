/** Transactions for the atomic rule's unit tests: two ETH accounts (256 and 257), pool transactions of every L2 type
 * from 256, and their history records as a batch forges them (`l2Record`). */
import { Result } from "effect"
import { AccountIdx, type AccountIndexValue } from "../../../core/domain/account_index.ts"
import { BjjKey } from "../../../core/domain/bjj.ts"
import { checksum, FF_ADDRESS, ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import {
  BatchNum,
  EthBlockNum,
  FeeSelector,
  ItemId,
  NO_MAX_NUM_BATCH,
  Nonce,
  TokenId,
  TokenName,
  TokenSymbol
} from "../../../core/domain/scalars.ts"
import type { Token } from "../../../core/domain/token.ts"
import type { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { type AtomicFields, NO_REQUEST, type RequestFields } from "../../../core/ledger/atomic_request.ts"
import { l2Record } from "../../../core/ledger/l2_record.ts"
import type { LedgerView } from "../../../core/ledger/ledger_view.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { NewAccount } from "../../../core/ports/ledger.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"

/** Token 0. */
const ETH: Token = {
  itemId: ItemId.make(1),
  id: TokenId.make(0),
  ethereumBlockNum: EthBlockNum.make(0n),
  ethereumAddress: ZERO_ADDRESS,
  name: TokenName.make("Ether"),
  symbol: TokenSymbol.make("ETH"),
  decimals: 18,
  USD: null,
  fiatUpdate: null
}

/** Account `n` (ETH) owned by an address and key made of byte `byte`. */
const account = (n: number, byte: string): NewAccount => ({
  idx: AccountIdx.make(n),
  tokenId: ETH.id,
  ethAddr: checksum("0x" + byte.repeat(20)),
  bjj: BjjKey.make(byte.repeat(32))
})

/** Account 256. */
export const SENDER = account(256, "a1")
/** Account 257. */
export const RECEIVER = account(257, "a2")

/** The ledger as far as the records need it: the token and the two accounts. */
const view: LedgerView = {
  token: (id) => (id === ETH.id ? ETH : undefined),
  account: (idx) => [SENDER, RECEIVER].find((a) => a.idx === idx)
}

/** The index of account `n` of ETH. */
export const indexOf = (n: number): AccountIndexValue => ({ symbol: ETH.symbol, idx: AccountIdx.make(n) })

/** What varies between the pool transactions: the sender (256 or 257, paying the other) and the nonce. */
export interface PoolOptions {
  readonly from?: 256 | 257
  readonly nonce?: bigint
}

/** A pool transaction of `type` to the other account (or its address or key), as POST stores it; nonce 3 unless given. */
export function poolRecord(type: TransactionTypeL2, options: PoolOptions = {}): PoolRecord {
  const [from, to] = options.from === 257 ? [RECEIVER, SENDER] : [SENDER, RECEIVER]
  const amount = 10n ** 15n
  const nonce = options.nonce ?? 3n
  const destination = {
    Transfer: { toAccountIndex: indexOf(to.idx), toZkEthereumAddress: to.ethAddr, toBjj: to.bjj },
    Exit: { toAccountIndex: indexOf(1), toZkEthereumAddress: null, toBjj: null },
    TransferToEthAddr: { toAccountIndex: null, toZkEthereumAddress: to.ethAddr, toBjj: null },
    TransferToBJJ: { toAccountIndex: null, toZkEthereumAddress: FF_ADDRESS, toBjj: to.bjj }
  }[type]
  return {
    id: Result.getOrThrow(l2TxId({ fromIdx: from.idx, tokenId: 0, amount, nonce, fee: 2 })),
    type,
    tokenId: ETH.id,
    fromAccountIndex: indexOf(from.idx),
    fromZkEthereumAddress: from.ethAddr,
    fromBJJ: from.bjj,
    ...destination,
    amount,
    fee: FeeSelector.make(2),
    nonce: Nonce.make(nonce),
    state: "pend",
    signature: BjjSignatureValue.make("ab".repeat(64)),
    timestamp: new Date(0),
    batchNum: null,
    maxNumBatch: NO_MAX_NUM_BATCH,
    atomicGroupId: null,
    ...NO_REQUEST
  }
}

/** The history record of forging `record` at `position` of batch 4, its receiver resolved to the other account. */
export function forgedRecord(record: PoolRecord, position: number): TransactionRecord {
  const receiver = record.fromAccountIndex.idx === SENDER.idx ? RECEIVER : SENDER
  return Result.getOrThrow(
    l2Record(
      {
        position,
        type: record.type,
        fromIdx: record.fromAccountIndex.idx,
        toIdx: record.type === "Exit" ? AccountIdx.make(1) : receiver.idx,
        amount: record.amount,
        fee: record.fee,
        nonce: record.nonce
      },
      { batchNum: BatchNum.make(4), timestamp: new Date(0), ethereumBlockNum: EthBlockNum.make(20n) },
      view,
      position
    )
  )
}

/** The request fields asking for a transaction with `fields`. */
export function requestFor(fields: AtomicFields): RequestFields {
  return {
    requestFromAccountIndex: indexOf(fields.fromIdx),
    requestToAccountIndex: fields.toIdx === 0 ? null : indexOf(fields.toIdx),
    requestToZkEthereumAddress: fields.toEthAddr,
    requestToBJJ: fields.toBjj,
    requestTokenId: TokenId.make(fields.tokenId),
    requestAmount: fields.amount,
    requestFee: FeeSelector.make(fields.fee),
    requestNonce: Nonce.make(fields.nonce)
  }
}
