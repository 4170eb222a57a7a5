/** An L2 transaction's type from its destination fields: exactly one kind of destination is given. */
import { Result } from "effect"
import { EXIT_ACCOUNT_INDEX, EXIT_IDX, FIRST_USER_IDX } from "../domain/account_index.ts"
import { EMPTY_BJJ, encodeBjj } from "../domain/bjj.ts"
import { FF_ADDRESS, ZERO_ADDRESS } from "../domain/eth_address.ts"
import type { TransactionTypeL2 } from "../domain/transaction_type.ts"
import type { AccountIndexFields, L2TransactionFields } from "./l2_transaction_fields.ts"

/**
 * How an exit's destination may be spelled: `zk:EXIT:1` alone (the interface), or also `zk:<its token's symbol>:1`, as
 * every hermezjs release sends it (the anchor's decoder of an account index ignored the symbol; the later revision).
 */
export type ExitDestinations = "exit" | "exitOrTokenSymbol"

/** The destination fields type inference reads. */
export type DestinationFields = Pick<L2TransactionFields, "toAccountIndex" | "toZkEthereumAddress" | "toBjj">

/** Why `to` is no destination: an exit goes to `zk:EXIT:1` (or, when `tokenSymbol` is given, `zk:<tokenSymbol>:1`). */
function notADestination(to: AccountIndexFields, tokenSymbol?: string): string {
  const exits = [EXIT_ACCOUNT_INDEX.symbol, ...(tokenSymbol === undefined ? [] : [tokenSymbol])]
  return `"toAccountIndex" zk:${to.symbol}:${to.idx} is not a destination: an exit goes to ${exits.map((symbol) => `zk:${symbol}:${EXIT_IDX}`).join(" or ")}, a transfer to an index of at least ${FIRST_USER_IDX}`
}

/**
 * Why an exit's destination `to` is not one its token's exits take, or undefined: with `exitOrTokenSymbol`, inference
 * takes any symbol at index 1 as an exit, and this checks it once the token is known (`zk:EXIT:1` or
 * `zk:<tokenSymbol>:1`).
 */
export function exitDestinationProblem(to: AccountIndexFields, tokenSymbol: string): string | undefined {
  return to.symbol === EXIT_ACCOUNT_INDEX.symbol || to.symbol === tokenSymbol
    ? undefined
    : notADestination(to, tokenSymbol)
}

/**
 * The type implied by the destination fields, or which rule they break. An exit goes to `zk:EXIT:1`; with
 * `exitOrTokenSymbol`, to index 1 with any symbol, which `exitDestinationProblem` checks against the token's once known.
 */
export function inferTransactionType(
  tx: DestinationFields,
  exits: ExitDestinations = "exit"
): Result.Result<TransactionTypeL2, string> {
  const { toAccountIndex: to, toZkEthereumAddress: address, toBjj: key } = tx
  const hasAddress = address !== null && address !== undefined
  const hasKey = key !== null && key !== undefined
  if (to !== null && to !== undefined) {
    if (hasAddress || hasKey) {
      return Result.fail(`"toAccountIndex" is given, so "toZkEthereumAddress" and "toBjj" must be null`)
    }
    if (to.idx >= FIRST_USER_IDX) return Result.succeed("Transfer")
    if (to.idx === EXIT_IDX && (exits === "exitOrTokenSymbol" || to.symbol === EXIT_ACCOUNT_INDEX.symbol)) {
      return Result.succeed("Exit")
    }
    return Result.fail(notADestination(to))
  }
  if (hasKey) {
    if (address !== FF_ADDRESS) {
      return Result.fail(`"toBjj" is given, so "toZkEthereumAddress" must be zk:${FF_ADDRESS}`)
    }
    if (key === EMPTY_BJJ) return Result.fail(`"toBjj" must not be the empty key ${encodeBjj(EMPTY_BJJ)}`)
    return Result.succeed("TransferToBJJ")
  }
  if (hasAddress) {
    if (address === FF_ADDRESS) {
      return Result.fail(
        `"toZkEthereumAddress" zk:${FF_ADDRESS} is the destination of a TransferToBJJ, which needs "toBjj"`
      )
    }
    if (address === ZERO_ADDRESS) return Result.fail(`"toZkEthereumAddress" must not be the zero address`)
    return Result.succeed("TransferToEthAddr")
  }
  return Result.fail(`one of "toAccountIndex", "toZkEthereumAddress" and "toBjj" is required`)
}
