/** Laying an atomic group out (`core/ledger/atomic_order.ts`): the group's own order when it satisfies every request,
 * another when it does not (checked by the ledger's own batch rule), none when no order exists, and the search against
 * a brute-force oracle on small random request graphs. */
import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { EthBlockNum, ItemId, TokenId, TokenName, TokenSymbol } from "../../../core/domain/scalars.ts"
import { unsatisfiedRequest } from "../../../core/ledger/atomic_batch.ts"
import { ALLOWED_RELATIVE_POSITIONS } from "../../../core/ledger/atomic_offset.ts"
import {
  ATOMIC_ORDER_SEARCH_LIMIT,
  atomicOrder,
  atomicOrderOf,
  groupMemberOf
} from "../../../core/ledger/atomic_order.ts"
import type { GroupMember } from "../../../core/ledger/atomic_group.ts"
import { type AtomicFields, poolFields, requestOf } from "../../../core/ledger/atomic_request.ts"
import { poolTransaction } from "../../../core/ledger/pool_record.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { forgedRecord, poolRecord, requestFor } from "./atomic_records.ts"

/** Transfers from account 256 with nonces 0..count-1, member `at` requesting member `requests[at]` (none when null). */
function group(requests: ReadonlyArray<number | null>): ReadonlyArray<PoolRecord> {
  const plain = requests.map((_, at) => poolRecord("Transfer", { nonce: BigInt(at) }))
  return plain.map((record, at) => {
    const target = requests[at]
    return target == null ? record : { ...record, ...requestFor(poolFields(plain[target]!)) }
  })
}

/** Why the ledger would refuse a batch forging `members` at positions 0, 1, … (undefined when it would not). */
function refusal(members: ReadonlyArray<PoolRecord>): string | undefined {
  const byId = new Map(members.map((member) => [member.id, member]))
  return unsatisfiedRequest(
    members.map((member, position) => forgedRecord(member, position)),
    (id) => {
      const member = byId.get(id)
      return member === undefined ? undefined : requestOf(member)
    }
  )
}

describe("atomicOrder", () => {
  it("keeps the group's own order when it satisfies every request (a swap)", () => {
    const swap = group([1, 0])
    expect(atomicOrder(swap)).toEqual(swap)
    expect(atomicOrder([...swap].reverse())).toEqual([...swap].reverse())
  })

  it("reorders a 5-member ring whose own order puts a request at +4", () => {
    // 0 → 4 → 3 → 2 → 1 → 0: in the group's order member 0 finds member 4 at +4.
    const ring = group([4, 0, 1, 2, 3])
    expect(refusal(ring)).toMatch(/forges it at \+4/u)
    const order = atomicOrder(ring)
    expect(order?.map((member) => ring.indexOf(member))).toEqual([0, 1, 2, 4, 3])
    expect(refusal(order!)).toBeUndefined()
  })

  it("gives a member that requests nothing a place too (a group formed by matching)", () => {
    const pair = group([null, 0])
    expect(atomicOrder(pair)).toEqual(pair)
  })

  it("gives none when a member requests a transaction outside the group", () => {
    const outside = poolRecord("Transfer", { nonce: 99n })
    const [first, second] = group([1, 0])
    const strayed = { ...second!, ...requestFor(poolFields(outside)) }
    expect(atomicOrder([first!, strayed])).toBeUndefined()
  })

  it("gives none beyond the search limit when the group's own order fails, and searches up to it", () => {
    // 8 members requesting one: they must sit at −3..−1 or +1..+4 from it, 7 places, so no order exists either.
    const hub = group([1, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(hub.length).toBe(ATOMIC_ORDER_SEARCH_LIMIT + 1)
    expect(atomicOrder(hub)).toBeUndefined()
    // One requester fewer, within the limit: the search puts the hub fourth, its requesters on both sides.
    const smaller = group([1, 0, 0, 0, 0, 0, 0, 0])
    const order = atomicOrder(smaller)
    expect(order).toBeDefined()
    expect(refusal(order!)).toBeUndefined()
  })

  it("reads a pool transaction as the pool is read the same as its stored record", () => {
    const token = {
      itemId: ItemId.make(1),
      id: TokenId.make(0),
      ethereumBlockNum: EthBlockNum.make(0n),
      ethereumAddress: ZERO_ADDRESS,
      name: TokenName.make("Ether"),
      symbol: TokenSymbol.make("ETH"),
      decimals: 18,
      USD: null,
      fiatUpdate: null
    }
    const [requester] = group([1, 0])
    expect(groupMemberOf(poolTransaction(requester!, token, null))).toEqual(groupMemberOf(requester!))
  })
})

/** Synthetic fields told apart by their nonce (several members may share one, so a request may have several
 * satisfiers). */
const fieldsOf = (nonce: number): AtomicFields => ({
  fromIdx: 256,
  toIdx: 257,
  toEthAddr: null,
  toBjj: null,
  tokenId: 0,
  amount: 1n,
  fee: 0,
  nonce: BigInt(nonce)
})

/** Groups of 1 to 6 members: each member's fields (one of 4 kinds) and what it requests (a kind, or nothing). */
const graphs = Arbitrary.schema(
  Schema.Array(
    Schema.Struct({
      kind: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3 })),
      requests: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3 })))
    })
  ).check(Schema.isMinLength(1), Schema.isMaxLength(6))
).pipe(
  Arbitrary.map(
    (rows): ReadonlyArray<GroupMember> =>
      rows.map(({ kind, requests }) => ({
        fields: fieldsOf(kind),
        request: requests === null ? undefined : fieldsOf(requests)
      }))
  )
)

/** Whether laying `members` in `order` satisfies every request, by the definition (the fields differ in their nonce
 * only). */
function isValid(members: ReadonlyArray<GroupMember>, order: ReadonlyArray<number>): boolean {
  return order.every((member, at) => {
    const request = members[member]!.request
    if (request === undefined) return true
    return ALLOWED_RELATIVE_POSITIONS.some((relative) => {
      const other = order[at + relative]
      return other !== undefined && members[other]!.fields.nonce === request.nonce
    })
  })
}

/** Every order of 0..n-1. */
function permutations(n: number): ReadonlyArray<ReadonlyArray<number>> {
  if (n === 0) return [[]]
  return permutations(n - 1).flatMap((order) =>
    Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)])
  )
}

describe("atomicOrderOf against every order", () => {
  it("finds an order exactly when one exists, a valid one, the group's own when it is valid", () => {
    const result = Effect.runSync(
      Arbitrary.checkEffect(
        graphs,
        (members) => {
          const order = atomicOrderOf(members)
          const exists = permutations(members.length).some((candidate) => isValid(members, candidate))
          const own = members.map((_, at) => at)
          if (order === undefined) return !exists
          return (
            exists &&
            [...order].sort((a, b) => a - b).join() === own.join() &&
            isValid(members, order) &&
            (!isValid(members, own) || order.join() === own.join())
          )
        },
        { runs: 400, seed: 64 }
      )
    )
    expect(result._tag).toBe("Passed")
  })
})
