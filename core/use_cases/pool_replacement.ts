/** Use cases of `PUT /transactions-pool/{id}` and `PUT /transactions-pool/accounts/{accountIndex}/nonces/{nonce}`: the
 * pending transaction the path names replaced by the signed one of the body, by `POST /transactions-pool?replace=true`'s
 * checks and rules (`pool.ts`, `ledger/pool_replacement.ts`); the path naming nothing pending is a 404. */
import { Effect, Option, Result } from "effect"
import { type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import type { PoolL2Transaction, PostPoolL2Transaction } from "../domain/pool_transaction.ts"
import type { Nonce } from "../domain/scalars.ts"
import type { TxId } from "../domain/tx_id.ts"
import { BadRequest, invalidParam, NotFound } from "../errors.ts"
import { minimumReplacementFee, REPLACEMENT_FEE_BUMP_PERCENT } from "../ledger/replacement_fee.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { feeAmount } from "../signing/fee_amount.ts"
import { isSameSubmission, isStoredAs, type SubmitServices, submit } from "./pool.ts"

/** The refusals of the replacement rule that mean the path names no pending transaction (a 404 on the PUTs). */
const NOTHING_PENDING: ReadonlyArray<BadRequest["type"]> = ["ErrNothingToReplace", "ErrReplacementNotPending"]

/** `body` submitted with `replace`, a refusal because nothing with its sender and nonce is pending being the PUT's 404. */
function replaceWith(body: PostPoolL2Transaction): Effect.Effect<TxId, BadRequest | NotFound, SubmitServices> {
  return Effect.catchIf(
    submit(body, { replace: true }),
    (rejection) => NOTHING_PENDING.includes(rejection.type),
    (rejection) => Effect.fail(new NotFound({ message: rejection.message }))
  )
}

/** The 400 of a body whose sender or nonce is not the one the path names. */
function mismatch(body: PostPoolL2Transaction, named: string): BadRequest {
  return invalidParam(
    `the body's fromAccountIndex ${formatAccountIndex(body.fromAccountIndex)} and nonce ${body.nonce} are not those of ` +
      `${named}: a replacement keeps the sender and nonce of the transaction it replaces`
  )
}

/** Whether the body's sender and nonce are `accountIndex` and `nonce`. */
function sendsAs(body: PostPoolL2Transaction, accountIndex: AccountIndexValue, nonce: Nonce): boolean {
  return (
    body.fromAccountIndex.idx === accountIndex.idx &&
    body.fromAccountIndex.symbol === accountIndex.symbol &&
    body.nonce === nonce
  )
}

/** The 400 of a body that keeps the id of the pending transaction it would replace (the same fee, so not the step more). */
function sameId(body: PostPoolL2Transaction, target: PoolL2Transaction): BadRequest {
  const fee = Result.getOrElse(feeAmount(body.amount, body.fee), () => 0n)
  return new BadRequest({
    type: "ErrReplacementFeeTooLow",
    message:
      `the body is transaction ${target.id} itself with other fields: a replacement pays at least ` +
      `${minimumReplacementFee(fee)} (${REPLACEMENT_FEE_BUMP_PERCENT} % more than its fee of ${fee}), which gives it another id`
  })
}

/**
 * Replaces the pending transaction `id` by `body` (a transaction of its sender with its nonce): 404 when the pool does
 * not hold `id` or it is not pending, 400 when the body's sender or nonce is not its; then the checks and rules of
 * `POST /transactions-pool?replace=true`; answers the new id. The body already stored as it is answers its id (a retry).
 */
export const byId = Effect.fnUntraced(function* (
  id: TxId,
  body: PostPoolL2Transaction
): Effect.fn.Return<TxId, BadRequest | NotFound, SubmitServices> {
  const pool = yield* PoolStore
  const found = yield* pool.get(id)
  if (Option.isNone(found)) return yield* new NotFound({ message: `transaction ${id} is not in the pool` })
  const target = found.value
  if (!sendsAs(body, target.fromAccountIndex, target.nonce)) return yield* mismatch(body, `transaction ${id}`)
  if (body.id === id) {
    if (isSameSubmission({ ...target, tokenId: target.token.id }, body)) return id
    return yield* sameId(body, target)
  }
  if (target.state !== "pend") {
    if (isStoredAs(yield* pool.get(body.id), body)) return body.id
    return yield* new NotFound({
      message: `transaction ${id} is ${target.state}: only a pending (pend) transaction can be replaced`
    })
  }
  return yield* replaceWith(body)
})

/**
 * Replaces the pending transactions of account `accountIndex` with `nonce` by `body`: 400 when the body's sender or nonce
 * is not the path's; then the checks and rules of `POST /transactions-pool?replace=true`, nothing pending being a 404;
 * answers the new id. The body already stored as it is answers its id (a retry).
 */
export const byNonce = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue,
  nonce: Nonce,
  body: PostPoolL2Transaction
): Effect.fn.Return<TxId, BadRequest | NotFound, SubmitServices> {
  if (!sendsAs(body, accountIndex, nonce))
    return yield* mismatch(body, `the path's account ${formatAccountIndex(accountIndex)} and nonce ${nonce}`)
  return yield* replaceWith(body)
})
