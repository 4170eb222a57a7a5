/** Why a pool transaction was dropped (`invl`, an extension): a stable code from a small enum and a message for people;
 * a coordinator that gives no code gets `other`. */
import { Schema } from "effect"
import { isStorableText } from "./plain_text.ts"

/** The codes, in the order the documentation lists them. */
const CODES = Schema.Literals([
  "replaced",
  "nonceTooLow",
  "insufficientBalance",
  "receiverNotFound",
  "invalidTransaction",
  "atomicGroup",
  "maxNumBatchExceeded",
  "other"
])

/** What each code means (the documentation lists them from here). */
export const INVALIDATION_CODE_MEANINGS: Readonly<Record<typeof CODES.Type, string>> = {
  replaced:
    "replaced by a transaction of the same sender and nonce with a higher fee (POST /transactions-pool?replace=true)",
  nonceTooLow: "its sender's nonce moved past it: another transaction with this nonce was forged",
  insufficientBalance: "its sender could not pay the amount and the fee when the batch was built",
  receiverNotFound: "its receiver (account, address or key) has no account in its token",
  invalidTransaction:
    "it cannot be forged as it is (unknown sender, another token, an exit of 0, a fee that overflows)",
  atomicGroup:
    "a transaction it requests (a member of its atomic group) was invalidated, so it can never be forged as it asks",
  maxNumBatchExceeded:
    "the next batch is numbered above the maxNumBatch it was signed with, so it can never be forged (the anchor's " +
    'ErrUnsupportedMaxNumBatch, "MaxNumBatch exceeded")',
  other: "a reason the coordinator gave without a code"
}

/** A stable invalidation code. */
export const InvalidationCode = CODES.annotate({
  description:
    "Why the transaction was dropped: " +
    CODES.literals.map((code) => `${code}: ${INVALIDATION_CODE_MEANINGS[code]}`).join("; ")
})
export type InvalidationCode = typeof InvalidationCode.Type

/** Why a pool transaction is `invl`: its code and a message naming the cause. */
export const InvalidationReason = Schema.Struct({
  code: InvalidationCode,
  message: Schema.String.check(isStorableText).annotate({
    description: "What happened, for people (e.g. which transaction replaced it); not stable"
  })
}).annotate({ identifier: "InvalidationReason" })
export type InvalidationReason = typeof InvalidationReason.Type
