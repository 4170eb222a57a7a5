/** The query of `POST /transactions-pool` with the wallet extensions: `dryRun`, and `replace` (the sender's pending
 * transaction of the same nonce). */
import { Schema } from "effect"
import { DryRunQuery } from "./dry_run.ts"
import { BooleanParam } from "./query_params.ts"

/** The query of `POST /transactions-pool` with the wallet extensions: `dryRun` and `replace`. */
export const PoolPostQuery = Schema.Struct({
  ...DryRunQuery.fields,
  replace: Schema.optionalKey(
    BooleanParam.annotate({
      description:
        "true: replace the pending (pend) transaction of the same sender and nonce, whose fee this one must exceed by " +
        "the replacement step (at least 10 % more in the token's units); the replaced one becomes invl with code replaced. " +
        "A 400 when there is none, when one is being or was forged, or when the fee is too low (an extension of the contract)"
    })
  )
})
export type PoolPostQuery = typeof PoolPostQuery.Type

/** The query of `POST /transactions-pool`, by whether the wallet extensions are served (`dryRun`, `replace`) or not (none). */
export const PoolPostQueries = { true: PoolPostQuery, false: undefined } as const
