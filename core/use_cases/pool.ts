/** Use cases of `POST /transactions-pool` and `GET /transactions-pool/{id}`: a submission goes through the checks in
 * order, each failure with its own catalogue type; with `replace` it takes the place of its sender's pending one. */
import { Effect, Option, Result, Schema } from "effect"
import type { Account } from "../domain/account.ts"
import { type AccountIndexValue, EXIT_ACCOUNT_INDEX, formatAccountIndex } from "../domain/account_index.ts"
import { encodeBjj } from "../domain/bjj.ts"
import { encodeFloat40 } from "../domain/float40.ts"
import { distinctAscending, nextFreeNonce } from "../domain/account_nonce.ts"
import { type PoolTransactionDryRun, PoolTransactionDryRun as PoolTransactionDryRunSchema } from "../domain/dry_run.ts"
import type { PoolL2Transaction, PostPoolL2Transaction } from "../domain/pool_transaction.ts"
import { type MaxNumBatch, NO_MAX_NUM_BATCH } from "../domain/scalars.ts"
import { TransactionId, type TxId, l2TxId, l2TxIdWidthProblem } from "../domain/tx_id.ts"
import { BadRequest, NotFound } from "../errors.ts"
import { planReplacement } from "../ledger/pool_replacement.ts"
import { AccountStore } from "../ports/account_store.ts"
import { WallClock } from "../ports/clock.ts"
import { NetworkSettings } from "../ports/network_settings.ts"
import { type PoolRecord, PoolStore, type ReplacementRefusal } from "../ports/pool_store.ts"
import { SignatureVerifier } from "../ports/signature_verifier.ts"
import { feeAmount } from "../signing/fee_amount.ts"
import { l2TransactionMessage } from "../signing/transaction_message.ts"
import { type ExitDestinations, exitDestinationProblem, inferTransactionType } from "../signing/type_inference.ts"
import { symbolMismatch } from "./account_filter.ts"

/** What `POST /transactions-pool` answers with the wallet extensions (the id, or a dry run's outcome) or without (the id). */
export const PostSuccesses = {
  true: Schema.Union([TransactionId, PoolTransactionDryRunSchema]),
  false: TransactionId
} as const

/** How a transaction is checked: how an exit's destination may be spelled (`zk:EXIT:1` alone by default). */
export interface CheckOptions {
  readonly exitDestinations?: ExitDestinations | undefined
}

/** How a transaction is submitted: with `replace`, in place of its sender's pending one with the same nonce. */
export interface SubmitOptions extends CheckOptions {
  readonly replace?: boolean | undefined
}

/** The ports the checks of a submission need. */
export type CheckServices = AccountStore | SignatureVerifier | NetworkSettings | WallClock

/** The ports a submission (or its dry run) needs. */
export type SubmitServices = PoolStore | CheckServices

function reject(type: BadRequest["type"], message: string): BadRequest {
  return new BadRequest({ type, message })
}

/** The optional fields of a submission, absent and null both meaning none. */
function orNull<A>(value: A | null | undefined): A | null {
  return value === undefined ? null : value
}

/** The limit a submission signs: its `maxNumBatch`, absent and null both meaning 0 (no limit). */
function signedLimit(body: PostPoolL2Transaction): MaxNumBatch {
  return body.maxNumBatch ?? NO_MAX_NUM_BATCH
}

function sameIndex(a: AccountIndexValue | null, b: AccountIndexValue | null): boolean {
  return a === null || b === null ? a === b : a.idx === b.idx && a.symbol === b.symbol
}

/**
 * Whether a stored pool transaction is the one `body` submits: every field the client sends is
 * equal (destination addresses and keys a Transfer does not send are derived, so not compared; an exit's destination is
 * stored as `zk:EXIT:1` however it was spelled, so only its type is).
 * `maxNumBatch` is not in the id: the same transaction re-posted with another limit (so another
 * signature) is another submission with a taken id, refused as a duplicate.
 */
export function isSameSubmission(stored: PoolRecord, body: PostPoolL2Transaction): boolean {
  const derivedDestination = stored.type === "Transfer" || stored.type === "Exit"
  return (
    stored.id === body.id &&
    stored.type === body.type &&
    stored.tokenId === body.tokenId &&
    sameIndex(stored.fromAccountIndex, body.fromAccountIndex) &&
    (stored.type === "Exit" || sameIndex(stored.toAccountIndex, orNull(body.toAccountIndex))) &&
    (derivedDestination ||
      (stored.toZkEthereumAddress === orNull(body.toZkEthereumAddress) && stored.toBjj === orNull(body.toBjj))) &&
    stored.amount === body.amount &&
    stored.fee === body.fee &&
    stored.nonce === body.nonce &&
    stored.signature === body.signature &&
    stored.maxNumBatch === signedLimit(body) &&
    sameIndex(stored.requestFromAccountIndex, orNull(body.requestFromAccountIndex)) &&
    sameIndex(stored.requestToAccountIndex, orNull(body.requestToAccountIndex)) &&
    stored.requestToZkEthereumAddress === orNull(body.requestToZkEthereumAddress) &&
    stored.requestToBJJ === orNull(body.requestToBjj) &&
    stored.requestTokenId === orNull(body.requestTokenId) &&
    stored.requestAmount === orNull(body.requestAmount) &&
    stored.requestFee === orNull(body.requestFee) &&
    stored.requestNonce === orNull(body.requestNonce)
  )
}

/** Whether the pool transaction `stored` (as `get` shows it) is the one `body` submits. */
export function isStoredAs(stored: Option.Option<PoolL2Transaction>, body: PostPoolL2Transaction): boolean {
  return Option.isSome(stored) && isSameSubmission({ ...stored.value, tokenId: stored.value.token.id }, body)
}

/** The first of the amounts the transaction encodes as Float40 (`amount`, then `requestAmount`) that Float40 cannot represent. */
function checkFloat40Amounts(body: PostPoolL2Transaction): Result.Result<void, BadRequest> {
  const amounts = [
    ["amount", body.amount],
    ["requestAmount", orNull(body.requestAmount)]
  ] as const
  for (const [field, amount] of amounts) {
    if (amount === null) continue
    const encoded = encodeFloat40(amount)
    if (Result.isFailure(encoded))
      return Result.fail(reject("ErrInvalidFloat40Amount", `"${field}": ${encoded.failure}`))
  }
  return Result.void
}

/**
 * The type and id the body's fields imply, checked against the ones it states. The id encodes the
 * amount as Float40, so the amounts are checked (a 400 of their own) once the other fields of the
 * id fit their widths and before the id is compared: an amount Float40 cannot represent has no id.
 */
function checkTypeAndId(body: PostPoolL2Transaction, options: CheckOptions): Result.Result<TxId, BadRequest> {
  const type = inferTransactionType(body, options.exitDestinations)
  if (Result.isFailure(type))
    return Result.fail(reject("ErrInvalidTxTypeOrTxID", `invalid destination: ${type.failure}`))
  if (type.success !== body.type) {
    return Result.fail(
      reject("ErrInvalidTxTypeOrTxID", `"type" is ${body.type}, but the destination makes it ${type.success}`)
    )
  }
  const fields = {
    fromIdx: body.fromAccountIndex.idx,
    tokenId: body.tokenId,
    amount: body.amount,
    nonce: body.nonce,
    fee: body.fee
  }
  const width = l2TxIdWidthProblem(fields)
  if (width !== undefined)
    return Result.fail(reject("ErrInvalidTxTypeOrTxID", `cannot compute the transaction id: ${width}`))
  const amounts = checkFloat40Amounts(body)
  if (Result.isFailure(amounts)) return Result.fail(amounts.failure)
  const id = l2TxId(fields)
  if (Result.isFailure(id))
    return Result.fail(reject("ErrInvalidTxTypeOrTxID", `cannot compute the transaction id: ${id.failure}`))
  if (id.success !== body.id) {
    return Result.fail(
      reject("ErrInvalidTxTypeOrTxID", `"id" is ${body.id}, but the transaction's id is ${id.success}`)
    )
  }
  return Result.succeed(id.success)
}

/** The account of an index, or the catalogue error naming it as sender or receiver. */
const lookUp = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue,
  role: "sender" | "receiver"
): Effect.fn.Return<Account, BadRequest, AccountStore> {
  const accounts = yield* AccountStore
  const account = yield* accounts.get(accountIndex.idx)
  if (Option.isNone(account)) {
    return yield* reject(
      role === "sender" ? "ErrGettingSenderAccount" : "ErrGettingReceiverAccount",
      `${role} account ${formatAccountIndex(accountIndex)} does not exist`
    )
  }
  return account.value
})

/** The receiver account index of a Transfer; undefined for the other types. */
function receiverOf(body: PostPoolL2Transaction): AccountIndexValue | undefined {
  return body.type === "Transfer" && body.toAccountIndex !== null && body.toAccountIndex !== undefined
    ? body.toAccountIndex
    : undefined
}

/**
 * The checks after the id, in order, and the record they make of the transaction: what `submit`
 * stores and `dryRun` only looks up. An exit spelled `zk:<symbol>:1` (where `exitDestinations` takes it) has its symbol
 * checked once the sender's account shows the token, and is stored as `zk:EXIT:1`. A Transfer's receiver is read together with its sender, so that the two storage
 * round trips overlap (before, the receiver's read overlapped the signature check, which saves
 * nothing when the check takes longer than a read, as on a local database); the receiver's errors
 * still come after the signature's (the read's outcome is only looked at then).
 */
const checked = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  id: TxId
): Effect.fn.Return<PoolRecord, BadRequest, CheckServices> {
  const fee = feeAmount(body.amount, body.fee)
  if (Result.isFailure(fee)) return yield* reject("ErrFeeOverflow", fee.failure)

  const toAccountIndex = receiverOf(body)
  // Both reads run to their end (outcomes taken as exits): neither interrupts the other's storage operation.
  const [senderRead, receiverRead] =
    toAccountIndex === undefined
      ? [yield* Effect.exit(lookUp(body.fromAccountIndex, "sender")), undefined]
      : yield* Effect.all(
          [Effect.exit(lookUp(body.fromAccountIndex, "sender")), Effect.exit(lookUp(toAccountIndex, "receiver"))],
          {
            concurrency: 2
          }
        )
  const sender = yield* senderRead
  if (sender.token.id !== body.tokenId) {
    return yield* reject(
      "ErrAccountTokenNotEqualTxToken",
      `"tokenId" is ${body.tokenId}, but sender account ${formatAccountIndex(sender.accountIndex)} holds token ${sender.token.id} (${sender.token.symbol})`
    )
  }
  const senderSymbol = symbolMismatch("fromAccountIndex", body.fromAccountIndex, sender)
  if (Option.isSome(senderSymbol)) return yield* senderSymbol.value
  const exitTo = body.type === "Exit" ? orNull(body.toAccountIndex) : null
  const exitProblem = exitTo === null ? undefined : exitDestinationProblem(exitTo, sender.token.symbol)
  if (exitProblem !== undefined) return yield* reject("ErrInvalidTxTypeOrTxID", `invalid destination: ${exitProblem}`)
  if (body.nonce < sender.nonce) {
    return yield* reject(
      "ErrInvalidNonce",
      `"nonce" is ${body.nonce}, but account ${formatAccountIndex(sender.accountIndex)} is at nonce ${sender.nonce}`
    )
  }

  const settings = yield* NetworkSettings
  const chainId = settings.config.chainId
  const maxNumBatch = signedLimit(body)
  const message = l2TransactionMessage(body, { chainId, maxNumBatch })
  if (Result.isFailure(message))
    return yield* reject("ErrInvalidTxTypeOrTxID", `cannot compute the signed message: ${message.failure}`)
  const verifier = yield* SignatureVerifier
  const valid = yield* verifier.verifyBabyJubJub({
    elements: message.success,
    publicKey: sender.bjj,
    signature: body.signature
  })
  if (!valid) {
    return yield* reject(
      "ErrInvalidSignature",
      `the signature does not verify against key ${encodeBjj(sender.bjj)} of account ${formatAccountIndex(sender.accountIndex)} on chain ${chainId}${maxNumBatch === 0 ? "" : ` with maxNumBatch ${maxNumBatch}`}`
    )
  }

  let receiver: Account | undefined
  if (toAccountIndex !== undefined && receiverRead !== undefined) {
    receiver = yield* receiverRead
    if (receiver.token.id !== body.tokenId) {
      return yield* reject(
        "ErrAccountTokenNotEqualTxToken",
        `"tokenId" is ${body.tokenId}, but receiver account ${formatAccountIndex(receiver.accountIndex)} holds token ${receiver.token.id} (${receiver.token.symbol})`
      )
    }
    const receiverSymbol = symbolMismatch("toAccountIndex", toAccountIndex, receiver)
    if (Option.isSome(receiverSymbol)) return yield* receiverSymbol.value
  }
  if (body.type === "Exit" && body.amount === 0n) {
    return yield* reject("ErrExitAmount0", "an exit must move a positive amount")
  }

  const clock = yield* WallClock
  const record: PoolRecord = {
    id,
    type: body.type,
    tokenId: body.tokenId,
    fromAccountIndex: sender.accountIndex,
    fromZkEthereumAddress: sender.zkEthereumAddress,
    fromBJJ: sender.bjj,
    toAccountIndex: body.type === "Exit" ? EXIT_ACCOUNT_INDEX : orNull(body.toAccountIndex),
    toZkEthereumAddress: receiver?.zkEthereumAddress ?? orNull(body.toZkEthereumAddress),
    toBjj: receiver?.bjj ?? orNull(body.toBjj),
    amount: body.amount,
    fee: body.fee,
    nonce: body.nonce,
    state: "pend",
    signature: body.signature,
    timestamp: yield* clock.now,
    batchNum: null,
    maxNumBatch,
    atomicGroupId: null,
    requestFromAccountIndex: orNull(body.requestFromAccountIndex),
    requestToAccountIndex: orNull(body.requestToAccountIndex),
    requestToZkEthereumAddress: orNull(body.requestToZkEthereumAddress),
    requestToBJJ: orNull(body.requestToBjj),
    requestTokenId: orNull(body.requestTokenId),
    requestAmount: orNull(body.requestAmount),
    requestFee: orNull(body.requestFee),
    requestNonce: orNull(body.requestNonce)
  }
  return record
})

/**
 * Every check of a submission in order — type and id, then those after the id (`checked`) — and the record it stores:
 * what `POST /atomic-pool` runs on each member.
 */
export const verify = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  options: CheckOptions = {}
): Effect.fn.Return<PoolRecord, BadRequest, CheckServices> {
  const id = checkTypeAndId(body, options)
  if (Result.isFailure(id)) return yield* id.failure
  return yield* checked(body, id.success)
})

/** The rejection of a transaction whose id a different stored transaction has. */
export function duplicate(id: TxId): BadRequest {
  return reject("ErrDuplicatedKey", `a different transaction with id ${id} is already in the pool`)
}

/** The rejection of a refused replacement. */
function refused(refusal: ReplacementRefusal): BadRequest {
  return reject(refusal.type, refusal.message)
}

/** The checks after the id, then the store (an add, or a replacement): what `submit` does unless the transaction is already stored. */
const accept = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  id: TxId,
  options: SubmitOptions
): Effect.fn.Return<TxId, BadRequest, SubmitServices> {
  const record = yield* checked(body, id)
  const pool = yield* PoolStore
  const outcome = options.replace === true ? yield* pool.replace(record) : yield* pool.add(record)
  if (outcome._tag === "Refused") return yield* refused(outcome.refusal)
  if (outcome._tag === "Existing" && !isSameSubmission(outcome.record, body)) return yield* duplicate(id)
  return id
})

/**
 * A rejection of the checks after the id, unless this very transaction is already stored (posted
 * before, when the account's nonce or the accounts allowed it): then its id.
 */
const unlessStored = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  id: TxId,
  rejection: BadRequest
): Effect.fn.Return<TxId, BadRequest, PoolStore> {
  const pool = yield* PoolStore
  if (isStoredAs(yield* pool.get(id), body)) return id
  return yield* rejection
})

/**
 * Checks a submitted L2 transaction and stores it `pend` (with `replace`, in place of its sender's
 * pending one with the same nonce); answers its id. Posting a stored transaction again answers its
 * id whatever the checks would say now (a replacement's retry included): an accepted one is found
 * by the store's add or replace, a rejected one is looked up before the rejection is answered (so
 * an accepted submission reads the pool only through its add or replace).
 */
export const submit = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  options: SubmitOptions = {}
): Effect.fn.Return<TxId, BadRequest, SubmitServices> {
  const id = checkTypeAndId(body, options)
  if (Result.isFailure(id)) return yield* id.failure
  return yield* Effect.catch(accept(body, id.success, options), (rejection) =>
    unlessStored(body, id.success, rejection)
  )
})

/** The pending transactions `record` would replace (its sender's with its nonce, as the pool is now), or the refusal. */
const replacementOf = Effect.fnUntraced(function* (
  record: PoolRecord
): Effect.fn.Return<ReadonlyArray<TxId>, BadRequest, PoolStore> {
  const sameNonce = yield* (yield* PoolStore).withNonce(record.fromAccountIndex.idx, record.nonce)
  const plan = planReplacement(record, sameNonce)
  if (Result.isFailure(plan)) return yield* refused(plan.failure)
  return plan.success.map((change) => change.id)
})

/**
 * What `submit` would answer for `body` (with `options`), storing nothing: the same checks in the
 * same order, then the pool looked up where `submit` writes it. A transaction already stored is
 * answered as `submit` answers it again (its stored state, whatever the checks say now); another
 * one with its id is the same duplicate; a replacement names what it would replace, or is refused
 * as the real one would be now. `nextNonce` counts a new transaction's nonce as taken (a stored
 * one's is taken only while it is pend or fing, as every pool nonce).
 */
export const dryRun = Effect.fnUntraced(function* (
  body: PostPoolL2Transaction,
  options: SubmitOptions = {}
): Effect.fn.Return<PoolTransactionDryRun, BadRequest, SubmitServices> {
  const computed = checkTypeAndId(body, options)
  if (Result.isFailure(computed)) return yield* computed.failure
  const id = computed.success
  const outcome = yield* Effect.result(checked(body, id))
  const pool = yield* PoolStore
  const stored = yield* pool.get(id)
  const same = isStoredAs(stored, body)
  if (Result.isFailure(outcome) && !same) return yield* outcome.failure
  if (Option.isSome(stored) && !same) return yield* duplicate(id)
  const replaces =
    options.replace === true && Option.isNone(stored) && Result.isSuccess(outcome)
      ? yield* replacementOf(outcome.success)
      : []
  const nonces = yield* pool.accountNonces(body.fromAccountIndex.idx)
  return {
    id,
    wouldBeState: Option.isSome(stored) ? stored.value.state : "pend",
    alreadyInPool: Option.isSome(stored),
    nextNonce: Option.isNone(nonces)
      ? null
      : nextFreeNonce(
          nonces.value.forgedNonce,
          distinctAscending(Option.isSome(stored) ? nonces.value.poolNonces : [...nonces.value.poolNonces, body.nonce])
        ),
    replaces
  }
})

/** The pool transaction with this id. */
export const get = Effect.fnUntraced(function* (id: TxId): Effect.fn.Return<PoolL2Transaction, NotFound, PoolStore> {
  const pool = yield* PoolStore
  const tx = yield* pool.get(id)
  if (Option.isNone(tx)) return yield* new NotFound({ message: `transaction ${id} is not in the pool` })
  return tx.value
})
