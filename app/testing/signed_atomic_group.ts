/** Bodies of `POST /atomic-pool` signed with test wallets' keys: each member requests another member by its
 * `requestOffset` and signs that member's fields as its request, the group's id over the members' ids in order; valid,
 * or with one chosen fault the node must refuse. */
import { Result } from "effect"
import { FeeSelector, Nonce } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import { requestOffsetOf } from "../../core/ledger/atomic_offset.ts"
import { atomicGroupId } from "../../core/ledger/atomic_group_id.ts"
import { type RequestedTransaction, requestFieldsOf } from "../../core/signing/request_fields.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { maxNumBatchOf, otherKey, type TransactionSpec } from "./signed_requests.ts"
import type { TestWallet } from "./test_wallet.ts"

/** A member of a group: what it sends, who signs it, and the member it requests (its index in the group). */
export interface AtomicMemberSpec extends TransactionSpec {
  readonly wallet: TestWallet
  /** The index of the member it requests, at most 4 before it or 3 after it (the circuit's relative positions). */
  readonly requests: number
}

/**
 * A group's fault: a member signed by another key, the group id of another order, a requestOffset of 0 (the member
 * requests nothing), above 7, or naming a position outside the group, or a body with the first member alone.
 */
export type AtomicGroupFault =
  | "badSignature"
  | "wrongGroupId"
  | "zeroOffset"
  | "offsetAboveSeven"
  | "offsetOutOfBounds"
  | "singleTransaction"

/** A signed group: its id, its members' ids in order, and the JSON body to POST. */
export interface SignedAtomicGroupBody {
  readonly atomicGroupId: AtomicGroupId
  readonly ids: ReadonlyArray<TxId>
  readonly body: { readonly atomicGroupId: string; readonly transactions: ReadonlyArray<Record<string, unknown>> }
}

/** The fields of member `spec` a request copies (what it sends, before it is signed). */
function requested(spec: TransactionSpec): RequestedTransaction {
  return {
    fromAccountIndex: spec.from.accountIndex,
    toAccountIndex: spec.toAccountIndex ?? null,
    toZkEthereumAddress: spec.toEthAddr ?? null,
    toBjj: spec.toBjj ?? null,
    tokenId: spec.from.token.id,
    amount: spec.amount,
    fee: FeeSelector.make(spec.fee ?? 0),
    nonce: Nonce.make(spec.nonce ?? spec.from.nonce)
  }
}

/** The requestOffset the body gives member `at` (requesting member `target`), `fault` applied to the first member. */
function offsetOf(at: number, target: number, fault: AtomicGroupFault | undefined): number {
  if (at === 0 && fault === "zeroOffset") return 0
  if (at === 0 && fault === "offsetAboveSeven") return 8
  if (at === 0 && fault === "offsetOutOfBounds") return 4 // −4 from the first member: before the array
  const offset = requestOffsetOf(target - at)
  if (offset === undefined) {
    throw new RangeError(
      `member ${at} requests member ${target}: ${target - at} is no relative position the circuit allows`
    )
  }
  return offset
}

/**
 * `members` signed for `chainId`, each requesting the member its `requests` names, or with `fault` (applied to the
 * first member, or to the group). Throws when a member cannot be a transaction or requests itself.
 */
export function signedAtomicGroup(
  members: ReadonlyArray<AtomicMemberSpec>,
  chainId: number,
  fault?: AtomicGroupFault
): SignedAtomicGroupBody {
  const fields = members.map(requested)
  const signed = members.map((member, at) => {
    if (member.requests === at) throw new RangeError(`member ${at} requests itself`)
    const target = fields[member.requests]
    if (target === undefined) throw new RangeError(`member ${at} requests member ${member.requests}, not in the group`)
    const key = at === 0 && fault === "badSignature" ? otherKey(member.wallet) : member.wallet.privateKey
    const draft = {
      from: member.from,
      toAccountIndex: member.toAccountIndex ?? null,
      toEthAddr: member.toEthAddr ?? null,
      toBjj: member.toBjj ?? null,
      amount: member.amount,
      fee: member.fee ?? 0,
      nonce: member.nonce ?? member.from.nonce,
      maxNumBatch: maxNumBatchOf(member),
      request: requestFieldsOf(target)
    }
    const transaction = signTransaction(draft, key, chainId)
    if (Result.isFailure(transaction)) throw new RangeError(`member ${at} is not a transaction: ${transaction.failure}`)
    const body = transaction.success.body as Record<string, unknown>
    return { id: transaction.success.id, body: { ...body, requestOffset: offsetOf(at, member.requests, fault) } }
  })
  const posted = fault === "singleTransaction" ? signed.slice(0, 1) : signed
  const ids = posted.map(({ id }) => id)
  const groupId = atomicGroupId(fault === "wrongGroupId" ? [...ids].reverse() : ids)
  return { atomicGroupId: groupId, ids, body: { atomicGroupId: groupId, transactions: posted.map(({ body }) => body) } }
}
