/** The `send` command as one Effect: parse, resolve, sign with the devnet wallet's key, POST (or dry-run) and follow
 * it, or show a proven balance (`balance`); it never fails, problems become the exit status. */
import { Duration, Effect, Option, Result } from "effect"
import { formatAccountIndex } from "../core/domain/account_index.ts"
import type { PoolTransactionDryRun } from "../core/domain/dry_run.ts"
import type { TransactionStatus } from "../core/domain/transaction_status.ts"
import { feeAmount } from "../core/signing/fee_amount.ts"
import { privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import {
  type BalanceRequest,
  type DepositRequest,
  type InvocationEnvironment,
  parseInvocation,
  type SendRequest,
  type SwapRequest,
  TRANSACTION_TYPES
} from "./arguments.ts"
import { formatDecimalAmount } from "./decimal_amount.ts"
import { type Fetch, nodeApi } from "./node_api.ts"
import { provenBalance } from "./proven_balance.ts"
import { retryingFetch, type RetryOptions } from "./retrying_fetch.ts"
import { ClientError } from "./client_error.ts"
import { type ResolvedTransaction, resolveTransaction } from "./resolve_parties.ts"
import { signTransaction } from "./signed_transaction.ts"
import { USAGE } from "./usage.ts"
import { discardedLine } from "./discarded_line.ts"
import { swap } from "./swap_command.ts"
import { deposit } from "./deposit_command.ts"
import { submitAndWatch } from "./watch_transaction.ts"

/** Where the command talks to and prints. */
export interface SendEnvironment {
  /** The environment variables the command reads (`PORT`: the node's port when no `--url` is given); none when absent. */
  readonly variables?: InvocationEnvironment | undefined
  readonly fetch: Fetch
  /** Prints a line of normal output. */
  readonly print: (line: string) => void
  /** Prints a line about a problem. */
  readonly printError: (line: string) => void
  /** Time between two polls of the transaction's state, when the node does not serve its events (default 1 s). */
  readonly pollInterval?: Duration.Input | undefined
  /** How answers with `Retry-After` (503, 429) are retried (`retrying_fetch.ts`; its defaults when absent). */
  readonly retry?: Omit<RetryOptions, "onWait"> | undefined
}

/** Exit statuses: forged, sent with --no-wait, or accepted by a dry run; a balance (or an absence) proven. */
export const EXIT_OK = 0
/** The node rejected the transaction, it was discarded or not forged in time, a balance's proof did not hold, or
 * something failed. */
export const EXIT_FAILED = 1
/** The command line is wrong. */
export const EXIT_USAGE = 2

/** One line describing what is sent. */
function describe(request: SendRequest, resolved: ResolvedTransaction): string {
  const { draft, token } = resolved
  const units = (amount: bigint) => `${formatDecimalAmount(amount, token.decimals)} ${token.symbol}`
  const fee = Result.getOrElse(feeAmount(draft.amount, draft.fee), () => 0n)
  const to = resolved.receiver === undefined ? " to the exit tree" : ` to ${resolved.receiver}`
  return (
    `${TRANSACTION_TYPES[request.kind]} ${units(draft.amount)} from wallet ${request.from} ` +
    `(${formatAccountIndex({ symbol: token.symbol, idx: draft.from.accountIndex.idx })})${to}, ` +
    `fee ${units(fee)} (selector ${draft.fee}), nonce ${draft.nonce}`
  )
}

/** The lines that say what a dry run answered. */
function dryRunLines(outcome: PoolTransactionDryRun): ReadonlyArray<string> {
  const known = outcome.alreadyInPool
    ? ["this very transaction is already in the pool: sending it again changes nothing"]
    : []
  return [
    "dry run: the node accepts it; nothing was stored",
    `id: ${outcome.id}`,
    `would-be state: ${outcome.wouldBeState}`,
    ...known,
    `next nonce: ${outcome.nextNonce ?? "none (the sender account does not exist)"}`
  ]
}

/** The environment's fetch, waiting out Retry-After with a line on stderr for each wait. */
function commandFetch(env: SendEnvironment) {
  return retryingFetch(env.fetch, { ...env.retry, onWait: (line) => env.printError(line) })
}

/** Shows the balance once its proof verifies, else says why on stderr and shows none; returns the exit status. */
const balance = Effect.fnUntraced(function* (request: BalanceRequest, env: SendEnvironment) {
  const api = yield* nodeApi(request.url, commandFetch(env))
  const outcome = yield* provenBalance(api, request)
  if (outcome._tag === "Refuted") {
    yield* Effect.sync(() => env.printError(`error: ${outcome.reason}; no balance shown`))
    return EXIT_FAILED
  }
  for (const line of outcome.lines) yield* Effect.sync(() => env.print(line))
  return EXIT_OK
})

/** Sends the request and follows it (or only tries it, with --dry-run); returns the exit status. */
const send = Effect.fnUntraced(function* (request: SendRequest, env: SendEnvironment) {
  const print = (line: string) => Effect.sync(() => env.print(line))
  const api = yield* nodeApi(request.url, commandFetch(env))
  const resolved = yield* resolveTransaction(api, request)
  const signed = signTransaction(resolved.draft, privateKeyBytes(BigInt(request.from)), request.chainId)
  if (Result.isFailure(signed)) return yield* new ClientError({ message: signed.failure })
  yield* print(describe(request, resolved))
  for (const note of resolved.notes) yield* Effect.sync(() => env.printError(note))
  for (const warning of resolved.warnings) yield* Effect.sync(() => env.printError(`warning: ${warning}`))
  if (request.dryRun) {
    const outcome = yield* api.dryRunTransaction(signed.success.transaction)
    for (const line of dryRunLines(outcome)) yield* print(line)
    return EXIT_OK
  }
  const post = Effect.tap(api.postTransaction(signed.success.transaction), (id) => print(`id: ${id}`))
  if (!request.wait) {
    yield* post
    return EXIT_OK
  }
  // The id is known before the POST (it is signed): the subscription to its events comes first.
  const id = signed.success.id
  const outcome = yield* submitAndWatch(api, id, post, {
    timeout: Duration.seconds(request.timeoutSeconds),
    interval: Duration.fromInputUnsafe(env.pollInterval ?? "1 second"),
    onChange: (state) =>
      print(
        state === undefined
          ? "state: unknown (the node does not show it yet)"
          : `state: ${state.state}${state.batchNum === null ? "" : ` (batch ${state.batchNum})`}`
      )
  })
  switch (outcome._tag) {
    case "Forged":
      yield* print(`forged in batch ${outcome.batchNum ?? "?"}: see /transactions-history/${id}`)
      return EXIT_OK
    case "Invalid": {
      // A node without the status endpoint (or one that cannot answer now) still gets the usual causes.
      const status = yield* api.transactionStatus(id).pipe(Effect.orElseSucceed(() => Option.none<TransactionStatus>()))
      yield* Effect.sync(() => env.printError(discardedLine(id, status)))
      return EXIT_FAILED
    }
    case "TimedOut":
      yield* Effect.sync(() =>
        env.printError(
          `still ${outcome.last} after ${request.timeoutSeconds} s` +
            (outcome.last === "pend"
              ? " (is the forger on? FORGE_INTERVAL_SECONDS; is the nonce ahead of the account's?)"
              : "")
        )
      )
      return EXIT_FAILED
  }
})

/** Swaps between two devnet wallets (`swap_command.ts`); returns the exit status. */
const swapCommand = Effect.fnUntraced(function* (request: SwapRequest, env: SendEnvironment) {
  const api = yield* nodeApi(request.give.url, commandFetch(env))
  const swapped = yield* swap(request, api, {
    print: env.print,
    printError: env.printError,
    pollInterval: Duration.fromInputUnsafe(env.pollInterval ?? "1 second")
  })
  return swapped ? EXIT_OK : EXIT_FAILED
})

/** Asks the devnet's faucet for an account and follows the deposit (`deposit_command.ts`); returns the exit status. */
const depositCommand = Effect.fnUntraced(function* (request: DepositRequest, env: SendEnvironment) {
  const api = yield* nodeApi(request.url, commandFetch(env))
  const forged = yield* deposit(request, api, {
    print: env.print,
    printError: env.printError,
    pollInterval: Duration.fromInputUnsafe(env.pollInterval ?? "1 second")
  })
  return forged ? EXIT_OK : EXIT_FAILED
})

/** Runs `npm run send -- <argv>`; returns the exit status (never fails). */
export function runSend(argv: ReadonlyArray<string>, env: SendEnvironment): Effect.Effect<number> {
  const invocation = parseInvocation(argv, env.variables)
  if (Result.isFailure(invocation)) {
    return Effect.sync(() => {
      env.printError(`error: ${invocation.failure}`)
      env.printError("run with --help for usage")
      return EXIT_USAGE
    })
  }
  if (invocation.success._tag === "Help") {
    return Effect.sync(() => {
      env.print(USAGE)
      return EXIT_OK
    })
  }
  const invoked = invocation.success
  const command =
    invoked._tag === "Balance"
      ? balance(invoked.request, env)
      : invoked._tag === "Swap"
        ? swapCommand(invoked.request, env)
        : invoked._tag === "Deposit"
          ? depositCommand(invoked.request, env)
          : send(invoked.request, env)
  return command.pipe(
    Effect.catch((error) =>
      Effect.sync(() => {
        env.printError(`error: ${error.message}`)
        return EXIT_FAILED
      })
    )
  )
}
