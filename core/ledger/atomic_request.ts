/** An atomic transaction's request and what satisfies it: the circuit compares the requester's signed request fields
 * with the requested transaction's signed fields, each exactly, an absent field counting as 0 on both sides (as the
 * signed message has it). A transaction requests something when one of its request fields is not 0. */
import type { BjjKey } from "../domain/bjj.ts"
import { type EthAddress, FF_ADDRESS } from "../domain/eth_address.ts"
import type { TransactionType } from "../domain/transaction_type.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** The fields of an L2 transaction the circuit compares with a request, as signed; an address or key that signs as 0
 * (absent, or all zero) is null. */
export interface AtomicFields {
  readonly fromIdx: number
  /** The signed destination index: the receiver of a Transfer, 1 for an Exit, 0 for TransferToEthAddr/ToBJJ. */
  readonly toIdx: number
  readonly toEthAddr: EthAddress | null
  readonly toBjj: BjjKey | null
  readonly tokenId: number
  readonly amount: bigint
  readonly fee: number
  readonly nonce: bigint
}

/** The request fields of a pool transaction. */
export type RequestFields = Pick<
  PoolRecord,
  | "requestFromAccountIndex"
  | "requestToAccountIndex"
  | "requestToZkEthereumAddress"
  | "requestToBJJ"
  | "requestTokenId"
  | "requestAmount"
  | "requestFee"
  | "requestNonce"
>

/** The request fields of a transaction that requests nothing: every one absent. */
export const NO_REQUEST: RequestFields = {
  requestFromAccountIndex: null,
  requestToAccountIndex: null,
  requestToZkEthereumAddress: null,
  requestToBJJ: null,
  requestTokenId: null,
  requestAmount: null,
  requestFee: null,
  requestNonce: null
}

/** The transaction `record` requests, or undefined when it requests none (every request field absent or 0). */
export function requestOf(record: RequestFields): AtomicFields | undefined {
  if (!hasRequestFields(record)) return undefined
  const request: AtomicFields = {
    fromIdx: record.requestFromAccountIndex?.idx ?? 0,
    toIdx: record.requestToAccountIndex?.idx ?? 0,
    toEthAddr: signedAddress(record.requestToZkEthereumAddress),
    toBjj: signedKey(record.requestToBJJ),
    tokenId: record.requestTokenId ?? 0,
    amount: record.requestAmount ?? 0n,
    fee: record.requestFee ?? 0,
    nonce: record.requestNonce ?? 0n
  }
  const none =
    request.fromIdx === 0 &&
    request.toIdx === 0 &&
    request.toEthAddr === null &&
    request.toBjj === null &&
    request.tokenId === 0 &&
    request.amount === 0n &&
    request.fee === 0 &&
    request.nonce === 0n
  return none ? undefined : request
}

/** Whether a pool record gives any request field (the quick test before `requestOf` builds the request). */
function hasRequestFields(record: RequestFields): boolean {
  return (
    record.requestFromAccountIndex !== null ||
    record.requestToAccountIndex !== null ||
    record.requestToZkEthereumAddress !== null ||
    record.requestToBJJ !== null ||
    record.requestTokenId !== null ||
    record.requestAmount !== null ||
    record.requestFee !== null ||
    record.requestNonce !== null
  )
}

/** An address as `AtomicFields` holds it: null when absent or zero (both sign as 0). */
export function signedAddress(address: EthAddress | null): EthAddress | null {
  return address === null || BigInt(address) === 0n ? null : address
}

/** A key as `AtomicFields` holds it: null when absent or all zero (both sign as 0). */
export function signedKey(key: BjjKey | null): BjjKey | null {
  return key === null || /^0+$/u.test(key) ? null : key
}

/**
 * The signed destination of a transaction of type `type` whose receiver is `receiver`: a Transfer signs its receiver's
 * index, an Exit index 1, a TransferToEthAddr the receiver's address and a TransferToBJJ the all-FF address and the
 * receiver's key. A Transfer or an Exit signs no address nor key (the node keeps the receiver's, not what a client may
 * have signed beside the index, so such a Transfer is compared as if it had signed none).
 */
function signedDestination(
  type: TransactionType,
  receiver: { readonly idx: number; readonly ethAddr: EthAddress | null; readonly bjj: BjjKey | null }
): Pick<AtomicFields, "toIdx" | "toEthAddr" | "toBjj"> {
  switch (type) {
    case "TransferToEthAddr":
      return { toIdx: 0, toEthAddr: signedAddress(receiver.ethAddr), toBjj: null }
    case "TransferToBJJ":
      return { toIdx: 0, toEthAddr: FF_ADDRESS, toBjj: signedKey(receiver.bjj) }
    default:
      return { toIdx: receiver.idx, toEthAddr: null, toBjj: null }
  }
}

/** The fields of a forged L2 transaction (its history record) that a request is compared with. */
export function forgedFields(record: TransactionRecord): AtomicFields {
  return {
    fromIdx: record.fromAccountIndex?.idx ?? 0,
    ...signedDestination(record.type, {
      idx: record.toAccountIndex.idx,
      ethAddr: record.toZkEthereumAddress,
      bjj: record.toBJJ
    }),
    tokenId: record.tokenId,
    amount: record.amount,
    fee: record.L2Info?.fee ?? 0,
    nonce: record.L2Info?.nonce ?? 0n
  }
}

/** The fields of a pool transaction that a request is compared with. */
export function poolFields(record: PoolRecord): AtomicFields {
  return {
    fromIdx: record.fromAccountIndex.idx,
    ...signedDestination(record.type, {
      idx: record.toAccountIndex?.idx ?? 0,
      ethAddr: record.toZkEthereumAddress,
      bjj: record.toBjj
    }),
    tokenId: record.tokenId,
    amount: record.amount,
    fee: record.fee,
    nonce: record.nonce
  }
}

/** Whether a transaction with `fields` is the one `request` asks for: every field equal. */
export function satisfies(request: AtomicFields, fields: AtomicFields): boolean {
  return (
    request.fromIdx === fields.fromIdx &&
    request.toIdx === fields.toIdx &&
    request.toEthAddr === fields.toEthAddr &&
    request.toBjj === fields.toBjj &&
    request.tokenId === fields.tokenId &&
    request.amount === fields.amount &&
    request.fee === fields.fee &&
    request.nonce === fields.nonce
  )
}

/** A request as people read it: every field, the address and key only when given. */
export function describeRequest(request: AtomicFields): string {
  const parts = [
    `fromIdx ${request.fromIdx}`,
    `toIdx ${request.toIdx}`,
    ...(request.toEthAddr === null ? [] : [`toEthAddr ${request.toEthAddr}`]),
    ...(request.toBjj === null ? [] : [`toBjj ${request.toBjj}`]),
    `tokenId ${request.tokenId}`,
    `amount ${request.amount}`,
    `fee ${request.fee}`,
    `nonce ${request.nonce}`
  ]
  return `{ ${parts.join(", ")} }`
}
