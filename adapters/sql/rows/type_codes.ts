/** Stored codes of transaction types, pool states and invalidation codes: part of the schema (append new ones, never
 * renumber). */
import { InvalidationCode } from "../../../core/domain/invalidation_reason.ts"
import type { PoolL2TransactionState } from "../../../core/domain/pool_transaction.ts"
import type { TransactionType, TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"

/** Every transaction type with its stored code. */
const TYPE_CODES: ReadonlyArray<readonly [TransactionType, number]> = [
  ["Exit", 1],
  ["Transfer", 2],
  ["Deposit", 3],
  ["CreateAccountDeposit", 4],
  ["CreateAccountDepositTransfer", 5],
  ["DepositTransfer", 6],
  ["ForceTransfer", 7],
  ["ForceExit", 8],
  ["TransferToEthAddr", 9],
  ["TransferToBJJ", 10]
]

const codeByType = new Map(TYPE_CODES)
const typeByCode = new Map(TYPE_CODES.map(([type, code]) => [code, type] as const))

/** The stored code of a transaction type. */
export function typeCode(type: TransactionType): number {
  const code = codeByType.get(type)
  if (code === undefined) throw new Error(`sql adapter: no code for transaction type ${type}`)
  return code
}

/** The transaction type of a stored code. */
export function typeOfCode(code: number): TransactionType {
  const type = typeByCode.get(code)
  if (type === undefined) throw new Error(`sql adapter: unknown transaction type code ${code}`)
  return type
}

/** The pool states, as stored (their wire names). */
const POOL_STATES: ReadonlyArray<PoolL2TransactionState> = ["pend", "fing", "fged", "invl"]

/** The reader of stored values that are one of `values`, naming `what` when one is not. */
function oneOf<A extends string>(values: ReadonlyArray<A>, what: string): (value: string) => A {
  return (value) => {
    const found = values.find((v) => v === value)
    if (found === undefined) throw new Error(`sql adapter: unknown ${what} ${value}`)
    return found
  }
}

/** The pool state of a stored value. */
export const poolStateOf = oneOf(POOL_STATES, "pool state")

/** The invalidation code of a stored value (stored as its wire name). */
export const invalidationCodeOf = oneOf(InvalidationCode.literals, "invalidation code")

/** The L2 transaction type of a stored code (pool transactions are L2 only). */
export function l2TypeOfCode(code: number): TransactionTypeL2 {
  const type = typeOfCode(code)
  if (type === "Exit" || type === "Transfer" || type === "TransferToEthAddr" || type === "TransferToBJJ") return type
  throw new Error(`sql adapter: pool transaction with L1 type ${type}`)
}
