/** An L2 transaction's type from its destination fields: exactly one kind of destination is given. */
import { Result } from "effect"
import { EXIT_ACCOUNT_INDEX, FIRST_USER_IDX, formatAccountIndex } from "../domain/account_index.ts"
import { EMPTY_BJJ, encodeBjj } from "../domain/bjj.ts"
import { FF_ADDRESS, ZERO_ADDRESS } from "../domain/eth_address.ts"
import type { TransactionTypeL2 } from "../domain/transaction_type.ts"
import type { L2TransactionFields } from "./l2_transaction_fields.ts"

/** The destination fields type inference reads. */
export type DestinationFields = Pick<L2TransactionFields, "toAccountIndex" | "toZkEthereumAddress" | "toBjj">

/** The type implied by the destination fields, or which rule they break. */
export function inferTransactionType(tx: DestinationFields): Result.Result<TransactionTypeL2, string> {
  const { toAccountIndex: to, toZkEthereumAddress: address, toBjj: key } = tx
  const hasAddress = address !== null && address !== undefined
  const hasKey = key !== null && key !== undefined
  if (to !== null && to !== undefined) {
    if (hasAddress || hasKey) {
      return Result.fail(`"toAccountIndex" is given, so "toZkEthereumAddress" and "toBjj" must be null`)
    }
    if (to.idx >= FIRST_USER_IDX) return Result.succeed("Transfer")
    if (to.idx === EXIT_ACCOUNT_INDEX.idx && to.symbol === EXIT_ACCOUNT_INDEX.symbol) return Result.succeed("Exit")
    return Result.fail(
      `"toAccountIndex" zk:${to.symbol}:${to.idx} is not a destination: an exit goes to ${formatAccountIndex(EXIT_ACCOUNT_INDEX)}, a transfer to an index of at least ${FIRST_USER_IDX}`
    )
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
