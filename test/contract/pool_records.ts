/** Pool transactions and authorizations for the contract suites on the fixture's ETH accounts; a transfer's id is the
 * TxID the ledger computes when forging it (`forgedAs`). */
import { Result } from "effect"
import { NO_REQUEST } from "../../core/ledger/atomic_request.ts"
import type { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts"
import { EthSignatureValue } from "../../core/domain/account_authorization.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { BjjSignatureValue } from "../../core/domain/pool_transaction.ts"
import { BatchNum, FeeSelector, NO_MAX_NUM_BATCH, Nonce, SlotNum, TokenSymbol } from "../../core/domain/scalars.ts"
import { l2TxId } from "../../core/domain/tx_id.ts"
import type { NewBatch, NewL2Transaction } from "../../core/ports/ledger.ts"
import type { PoolRecord } from "../../core/ports/pool_store.ts"
import { blk, e, ETH, FORGER_A, forgeTxHash, hash, idx, time, U1, U2, U3 } from "./fixture.ts"

/** The fixture's ETH accounts and their owners. */
const ETH_ACCOUNTS: Readonly<Record<number, { readonly ethAddr: EthAddress; readonly bjj: BjjKey }>> = {
  256: U1,
  257: U2,
  259: U3
}

/** The owner of ETH account `n` of the fixture. */
function owner(n: number) {
  const found = ETH_ACCOUNTS[n]
  if (found === undefined) throw new Error(`${n} is not an ETH account of the fixture`)
  return found
}

/** A pool record's fields before it is forged, without a limit (`maxNumBatch` 0) nor a request (`requestFromAccountIndex` … `requestNonce`). */
export const UNFORGED_WITHOUT_REQUEST = {
  batchNum: null,
  maxNumBatch: NO_MAX_NUM_BATCH,
  atomicGroupId: null,
  ...NO_REQUEST
} as const

/** What varies between the pool transfers of the suites. */
export interface PoolTransferOptions {
  readonly from: number
  readonly to: number
  readonly nonce: number
  /** Amount in wei; default 10^15. */
  readonly amount?: bigint
  /** Fee selector; default 0. */
  readonly fee?: number
  /** Block whose time is the moment it was added; default 30. */
  readonly at?: number
  /** Signature byte repeated 64 times; default "ab" (varies the record without changing its id). */
  readonly signatureByte?: string
}

/** A pending pool transfer between two ETH accounts of the fixture, as the POST use case stores it. */
export function poolTransfer(options: PoolTransferOptions): PoolRecord {
  const amount = options.amount ?? e(15)
  const sender = owner(options.from)
  const receiver = owner(options.to)
  const fee = options.fee ?? 0
  const id = Result.getOrThrow(
    l2TxId({ fromIdx: options.from, tokenId: ETH, amount, nonce: BigInt(options.nonce), fee })
  )
  return {
    id,
    type: "Transfer",
    fromAccountIndex: { symbol: TokenSymbol.make("ETH"), idx: idx(options.from) },
    fromZkEthereumAddress: sender.ethAddr,
    fromBJJ: sender.bjj,
    toAccountIndex: { symbol: TokenSymbol.make("ETH"), idx: idx(options.to) },
    toZkEthereumAddress: receiver.ethAddr,
    toBjj: receiver.bjj,
    amount,
    fee: FeeSelector.make(fee),
    nonce: Nonce.make(BigInt(options.nonce)),
    state: "pend",
    signature: BjjSignatureValue.make((options.signatureByte ?? "ab").repeat(64)),
    timestamp: time(options.at ?? 30),
    ...UNFORGED_WITHOUT_REQUEST,
    tokenId: ETH
  }
}

/** `record` requesting `requested`: its request fields are `requested`'s as signed (a Transfer signs no destination
 * address). */
export function requesting(record: PoolRecord, requested: PoolRecord): PoolRecord {
  return {
    ...record,
    requestFromAccountIndex: requested.fromAccountIndex,
    requestToAccountIndex: requested.toAccountIndex,
    requestTokenId: requested.tokenId,
    requestAmount: requested.amount,
    requestFee: requested.fee,
    requestNonce: requested.nonce
  }
}

/** The L2 transaction of a batch that forges `record` at `position`. */
export function forgedAs(record: PoolRecord, position: number): NewL2Transaction {
  if (record.toAccountIndex === null) throw new Error("a pool transfer has a receiver")
  return {
    position,
    type: record.type,
    fromIdx: record.fromAccountIndex.idx,
    toIdx: record.toAccountIndex.idx,
    amount: record.amount,
    fee: record.fee,
    nonce: record.nonce
  }
}

/** An authorization of `owner`'s address for its key, signed with `signatureByte` repeated. */
export function authorization(
  who: { readonly ethAddr: EthAddress; readonly bjj: BjjKey },
  options: { readonly signatureByte?: string; readonly at?: number } = {}
): AccountCreationAuthorization {
  return {
    timestamp: time(options.at ?? 30),
    zkEthereumAddress: who.ethAddr,
    bjj: who.bjj,
    signature: EthSignatureValue.make("0x" + (options.signatureByte ?? "cd").repeat(64) + "1b")
  }
}

/** Batch `n` (after the fixture's three) forging `l2Transactions` and nothing else, at block 19 + n. */
export function batchForging(
  n: number,
  l2Transactions: ReadonlyArray<NewL2Transaction>,
  forger: EthAddress = FORGER_A
): NewBatch {
  return {
    batchNum: BatchNum.make(n),
    ethereumBlockNum: blk(19 + n),
    ethereumBlockHash: hash(19 + n),
    ethereumTxHash: forgeTxHash(n),
    timestamp: time(19 + n),
    forgerAddr: forger,
    slotNum: SlotNum.make(12),
    exitRoot: 2n,
    collectedFees: {},
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions,
    accountUpdates: [],
    exits: []
  }
}
