/** Account indexes: an account's position in the state tree, written `zk:<token symbol>:<index>`; the index alone
 * identifies the account, the symbol must match its token. */
import { Schema, SchemaTransformation } from "effect"
import { TokenSymbol } from "./scalars.ts"

/** 2^48 − 1: account indexes are 6 bytes in TxIDs and signatures. */
export const MAX_ACCOUNT_IDX = 281474976710655

/** The numeric position of an account in the state tree, 0..2^48−1 (user accounts start at 256). */
export const AccountIdx = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_ACCOUNT_IDX })).pipe(
  Schema.brand("AccountIdx")
)
export type AccountIdx = typeof AccountIdx.Type

/** Indexes below this are reserved; user accounts start at 256. */
export const FIRST_USER_IDX = 256

/** The index every exit is sent to. */
export const EXIT_IDX = AccountIdx.make(1)

/** An account index in memory: the token symbol it is written with and the index. */
export const AccountIndexValue = Schema.Struct({ symbol: TokenSymbol, idx: AccountIdx })
export type AccountIndexValue = typeof AccountIndexValue.Type

/** The account index `zk:EXIT:1`, destination of exits. */
export const EXIT_ACCOUNT_INDEX: AccountIndexValue = { symbol: TokenSymbol.make("EXIT"), idx: EXIT_IDX }

const pattern = /^zk:([A-Za-z0-9_.-]{1,32}):(0|[1-9][0-9]{0,14})$/u

/** An account index on the wire: `zk:<token symbol>:<index>`. */
export const AccountIndex = Schema.String.check(
  Schema.isPattern(pattern, { expected: "an account index: zk:<tokenSymbol>:<index>" })
)
  .pipe(
    Schema.decodeTo(
      AccountIndexValue,
      SchemaTransformation.transform<{ readonly symbol: string; readonly idx: number }, string>({
        decode: (s) => {
          const [, symbol = "", idx = "0"] = pattern.exec(s) ?? []
          return { symbol, idx: Number(idx) }
        },
        encode: (v) => `zk:${v.symbol}:${v.idx}`
      })
    )
  )
  .annotate({
    description: "zk:<token symbol>:<index>; the index is the position of the account in the state Merkle tree"
  })

/** The wire string of an account index. */
export function formatAccountIndex(value: AccountIndexValue): string {
  return `zk:${value.symbol}:${value.idx}`
}
