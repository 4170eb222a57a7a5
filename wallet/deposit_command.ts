/** The `deposit` command: asks the devnet's faucet (`POST /devnet/deposits`) for an account of an Ethereum address and
 * a BabyJubJub key holding an amount of a token, then follows the queued L1 deposit until the devnet forges it. */
import { type Duration, Effect, Option, Result } from "effect"
import { encodeBjj } from "../core/domain/bjj.ts"
import { formatAccountIndex } from "../core/domain/account_index.ts"
import type { DepositRequest } from "./arguments.ts"
import { ClientError } from "./client_error.ts"
import { formatDecimalAmount, parseDecimalAmount, requireFloat40 } from "./decimal_amount.ts"
import type { NodeApi } from "./node_api.ts"
import { knownToken, receiverAddress, receiverKey } from "./resolve_parties.ts"

/** Where the command prints, and how often it reads the deposit. */
export interface DepositOutput {
  readonly print: (line: string) => void
  readonly printError: (line: string) => void
  readonly pollInterval: Duration.Duration
}

/** `result`'s value, or a `ClientError` with its message. */
function fromResult<A>(result: Result.Result<A, string>): Effect.Effect<A, ClientError> {
  return Result.isSuccess(result)
    ? Effect.succeed(result.success)
    : Effect.fail(new ClientError({ message: result.failure }))
}

/** Deposits as `request` says through `api`; returns whether the deposit was forged (or queued, with --no-wait). */
export const deposit = Effect.fnUntraced(function* (request: DepositRequest, api: NodeApi, output: DepositOutput) {
  const print = (line: string) => Effect.sync(() => output.print(line))
  const token = yield* knownToken(api, request.token)
  const amount = yield* fromResult(
    Result.flatMap(parseDecimalAmount(request.amount, token.decimals), (a) => requireFloat40(a, token.decimals))
  )
  if (amount === 0n) return yield* new ClientError({ message: "a deposit needs an amount above 0" })
  const owner = yield* fromResult(receiverAddress(request.to))
  const key = yield* fromResult(receiverKey(request.bjj ?? request.to, "--bjj"))
  yield* print(
    `CreateAccountDeposit ${formatDecimalAmount(amount, token.decimals)} ${token.symbol} to a new account of ` +
      `${owner.label} with ${key.label === encodeBjj(key.key) ? `key ${key.label}` : key.label}`
  )
  const queued = yield* api.postDeposit({
    zkEthereumAddress: owner.address,
    bjj: key.key,
    tokenId: token.id,
    amount
  })
  yield* print(`id: ${queued.id}`)
  yield* print(`queued: L1 queue ${queued.toForgeL1TransactionsNum}, position ${queued.position}`)
  if (!request.wait) return true
  const deadline = Date.now() + request.timeoutSeconds * 1000
  for (;;) {
    const found = Option.getOrUndefined(yield* api.historyTransaction(queued.id))
    if (found !== undefined && found.batchNum !== null) {
      const account = found.fromAccountIndex === null ? "none" : formatAccountIndex(found.fromAccountIndex)
      yield* print(`forged in batch ${found.batchNum}: account ${account}; see /transactions-history/${queued.id}`)
      return true
    }
    if (Date.now() >= deadline) {
      yield* Effect.sync(() =>
        output.printError(
          `still queued after ${request.timeoutSeconds} s (is the forger on? FORGE_INTERVAL_SECONDS; is this node ` +
            "the devnet's writer?)"
        )
      )
      return false
    }
    yield* Effect.sleep(output.pollInterval)
  }
})
