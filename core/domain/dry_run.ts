/** Dry runs (`?dryRun=true` on both POSTs, extensions): the query parameter, and the answer to a submission that passed
 * every check (nothing stored); a rejected dry run answers the real POST's error. */
import { Schema } from "effect"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { PoolL2TransactionState } from "./pool_transaction.ts"
import { BooleanParam } from "./query_params.ts"
import { Nonce } from "./scalars.ts"
import { TransactionId } from "./tx_id.ts"

/** The query of both POSTs where dry runs are served: `dryRun`. */
export const DryRunQuery = Schema.Struct({
  dryRun: Schema.optionalKey(
    BooleanParam.annotate({
      description:
        "true: run every check of the submission and answer what it would do, storing nothing (an extension of the contract)"
    })
  )
})
export type DryRunQuery = typeof DryRunQuery.Type

/** The query of both POSTs, by whether dry runs are served (`dryRun`) or not (none). */
export const DryRunQueries = { true: DryRunQuery, false: undefined } as const

/** A pool transaction's dry run. */
export const PoolTransactionDryRun = Schema.Struct({
  id: TransactionId.annotate({ description: "The transaction's id, as the real POST would answer it" }),
  wouldBeState: PoolL2TransactionState.annotate({
    description:
      "pend for a new transaction; the stored state when this very transaction is already in the pool (a real POST answers its id and changes nothing)"
  }),
  alreadyInPool: Schema.Boolean.annotate({
    description:
      "true when this very transaction is already in the pool: the real POST would answer its id and store nothing"
  }),
  nextNonce: Schema.NullOr(Nonce).annotate({
    description:
      "The sender account's next free nonce once this transaction is in the pool (what the next transaction should be signed with); null when the sender account does not exist"
  }),
  replaces: Schema.Array(TransactionId).annotate({
    description:
      "With replace=true: the pending transactions of the same sender and nonce this one would replace (they would become invl, code replaced); empty otherwise"
  })
}).annotate({ identifier: "PoolTransactionDryRun" })
export type PoolTransactionDryRun = typeof PoolTransactionDryRun.Type

/** An account-creation authorization's dry run. */
export const AuthorizationDryRun = Schema.Struct({
  zkEthereumAddress: ZkEthereumAddress,
  bjj: Bjj,
  wouldBeStored: Schema.Boolean.annotate({
    description:
      "true when the real POST would store the authorization; false when the address already authorized this key (the real POST answers 200 and changes nothing)"
  })
}).annotate({ identifier: "AuthorizationDryRun" })
export type AuthorizationDryRun = typeof AuthorizationDryRun.Type
