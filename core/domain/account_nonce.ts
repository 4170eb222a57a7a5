/** The next nonce of an account (an extension), computed by the node on one snapshot of the account and the pool. */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Nonce } from "./scalars.ts"

/** An account's forged nonce, the nonces its pending pool transactions take, and the next free one. */
export const AccountNonce = Schema.Struct({
  accountIndex: AccountIndex,
  forgedNonce: Nonce.annotate({
    description: "The account's nonce after the last forged batch: its next forged transaction's nonce"
  }),
  nextNonce: Nonce.annotate({
    description:
      "The lowest nonce ≥ forgedNonce that no pending (pend) or forging (fing) pool transaction of the account takes"
  }),
  pendingNonces: Schema.Array(Nonce).annotate({
    description:
      "The distinct nonces of the account's pend and fing pool transactions, ascending (those below forgedNonce included: they can no longer be forged)"
  })
}).annotate({ identifier: "AccountNonce" })
export type AccountNonce = typeof AccountNonce.Type

/** The lowest nonce ≥ `forged` that is not in `taken` (ascending, distinct). */
export function nextFreeNonce(forged: Nonce, taken: ReadonlyArray<Nonce>): Nonce {
  let next: bigint = forged
  for (const nonce of taken) {
    if (nonce < next) continue
    if (nonce > next) break
    next += 1n
  }
  return Nonce.make(next)
}

/** `nonces` ascending and distinct. */
export function distinctAscending(nonces: ReadonlyArray<Nonce>): Array<Nonce> {
  const sorted = [...nonces].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted.filter((nonce, i) => i === 0 || sorted[i - 1] !== nonce)
}
