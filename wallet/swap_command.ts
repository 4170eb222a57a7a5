/** The `swap` command: two devnet wallets each sign a transfer that requests the other's, the pair is posted as one
 * atomic group (`POST /atomic-pool`) and followed until both are forged in one batch, or discarded together. */
import { Duration, Effect, Option, Result } from "effect"
import { type PostAtomicGroup, RequestOffset } from "../core/domain/atomic_group_post.ts"
import { atomicGroupId } from "../core/ledger/atomic_group_id.ts"
import { requestOffsetOf } from "../core/ledger/atomic_offset.ts"
import { requestFieldsOf } from "../core/signing/request_fields.ts"
import type { TransactionStatus } from "../core/domain/transaction_status.ts"
import { privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import type { SendRequest, SwapRequest } from "./arguments.ts"
import { ClientError } from "./client_error.ts"
import { discardedLine } from "./discarded_line.ts"
import type { NodeApi, PoolState } from "./node_api.ts"
import type { ResolvedTransaction } from "./resolve_parties.ts"
import { resolveTransaction } from "./resolve_parties.ts"
import { type SignedTransaction, signTransaction } from "./signed_transaction.ts"
import { submitAndWatch, type WatchOutcome } from "./watch_transaction.ts"

/** Where the command prints, and how often it polls when the node serves no events. */
export interface SwapOutput {
  readonly print: (line: string) => void
  readonly printError: (line: string) => void
  readonly pollInterval: Duration.Duration
}

/** `resolved` signed by its wallet for the request's chain, requesting `other` (absent: requesting nothing). */
function signLeg(
  request: SendRequest,
  resolved: ResolvedTransaction,
  other: SignedTransaction | undefined
): Effect.Effect<SignedTransaction, ClientError> {
  const draft = { ...resolved.draft, request: other === undefined ? undefined : requestFieldsOf(other.transaction) }
  const signed = signTransaction(draft, privateKeyBytes(BigInt(request.from)), request.chainId)
  return Result.isSuccess(signed)
    ? Effect.succeed(signed.success)
    : Effect.fail(new ClientError({ message: signed.failure }))
}

/** The line of a leg's new state. */
function stateLine(leg: string, state: PoolState | undefined): string {
  return state === undefined
    ? `${leg}: unknown (the node does not show it yet)`
    : `${leg}: ${state.state}${state.batchNum === null ? "" : ` (batch ${state.batchNum})`}`
}

/** Swaps as `request` says through `api`; returns whether both legs were forged in one batch. */
export const swap = Effect.fnUntraced(function* (request: SwapRequest, api: NodeApi, output: SwapOutput) {
  const print = (line: string) => Effect.sync(() => output.print(line))
  const give = yield* resolveTransaction(api, request.give)
  const take = yield* resolveTransaction(api, request.take)
  for (const note of [...give.notes, ...take.notes]) yield* Effect.sync(() => output.printError(note))
  for (const warning of [...give.warnings, ...take.warnings])
    yield* Effect.sync(() => output.printError(`warning: ${warning}`))
  // A request copies the requested transaction's fields, not its signature: each leg is signed once unrequesting
  // to give the other its fields, then for real.
  const plainTake = yield* signLeg(request.take, take, undefined)
  const giving = yield* signLeg(request.give, give, plainTake)
  const taking = yield* signLeg(request.take, take, giving)
  const ids = [giving.id, taking.id]
  const group: PostAtomicGroup = {
    atomicGroupId: atomicGroupId(ids),
    transactions: [
      { ...giving.transaction, requestOffset: RequestOffset.make(requestOffsetOf(1)!) },
      { ...taking.transaction, requestOffset: RequestOffset.make(requestOffsetOf(-1)!) }
    ]
  }
  yield* print(
    `swap: wallet ${request.give.from} gives ${request.give.amount} ${give.token.symbol} to wallet ${request.take.from}, ` +
      `which gives ${request.take.amount} ${take.token.symbol} back, as atomic group ${group.atomicGroupId}`
  )
  yield* print(`give: ${giving.id}`)
  yield* print(`take: ${taking.id}`)
  const options = (leg: string) => ({
    timeout: Duration.seconds(request.give.timeoutSeconds),
    interval: output.pollInterval,
    onChange: (state: PoolState | undefined) => print(stateLine(leg, state))
  })
  const gave: WatchOutcome = yield* submitAndWatch(api, giving.id, api.postAtomicGroup(group), options("give"))
  // Forged or discarded with its group: the other leg has moved with it, so following it ends at once.
  const took: WatchOutcome = yield* submitAndWatch(api, taking.id, Effect.void, options("take"))
  if (gave._tag === "Forged" && took._tag === "Forged" && gave.batchNum === took.batchNum) {
    yield* print(`swapped: both forged in batch ${gave.batchNum ?? "?"}`)
    return true
  }
  if (gave._tag === "Invalid" || took._tag === "Invalid") {
    for (const id of ids) {
      const status = yield* api.transactionStatus(id).pipe(Effect.orElseSucceed(() => Option.none<TransactionStatus>()))
      yield* Effect.sync(() => output.printError(discardedLine(id, status)))
    }
    return false
  }
  yield* Effect.sync(() =>
    output.printError(`not swapped within ${request.give.timeoutSeconds} s: give ${gave._tag}, take ${took._tag}`)
  )
  return false
})
