/** `AtomicPool.submit`, `get` and `memberWithRequest` over the memory storage with devnet wallets' keys: what a group
 * stores, the refusals in the anchor's order with their types and messages, a member's own checks naming it, the request
 * fields a member takes from the one it requests (an index, address or key that signs as 0 left null), retries and
 * taken ids. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result, Schema } from "effect"
import { inlineLayer } from "../../../adapters/crypto/signature_verifier.ts"
import {
  type AtomicGroupFault,
  type AtomicMemberSpec,
  numberedWallet,
  signedAtomicGroup
} from "../../../app/testing/mod.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { PostAtomicGroup, PostAtomicGroupTransaction } from "../../../core/domain/atomic_group_post.ts"
import { AccountStore } from "../../../core/ports/account_store.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { AtomicPool } from "../../../core/use_cases/mod.ts"
import { ETH, HEZ, seedAccounts, walletAccount } from "../../contract/wallet_stage.ts"
import { memoryStorage } from "../../adapters/memory/memory_storage.ts"
import { failure, FixedClock, SETTINGS, Settings } from "./fixture.ts"

const [w1, w2, w3] = [numberedWallet(1), numberedWallet(2), numberedWallet(3)]

/** ETH accounts 256, 257, 258 of wallets 1, 2, 3 and HEZ accounts 259, 260 of wallets 1, 2, all at nonce 0. */
const ACCOUNTS = [
  walletAccount(256, 1, ETH),
  walletAccount(257, 2, ETH),
  walletAccount(258, 3, ETH),
  walletAccount(259, 1, HEZ),
  walletAccount(260, 2, HEZ)
]

/** A fresh memory storage with the accounts, the fixed clock, the settings and the production verifier. */
const Stage = Layer.mergeAll(
  Layer.effectDiscard(seedAccounts(ACCOUNTS, { first: 1n, batch: 1n })).pipe(Layer.provideMerge(memoryStorage)),
  FixedClock,
  Settings,
  inlineLayer
)

/** Runs a test on a fresh stage. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof Stage>>) => Effect.provide(effect, Stage)

/** The accounts by index, as the node shows them. */
const accounts = Effect.gen(function* () {
  const store = yield* AccountStore
  const read = (idx: number) => Effect.map(store.get(AccountIdx.make(idx)), Option.getOrThrow)
  return {
    aliceEth: yield* read(256),
    bobEth: yield* read(257),
    carolEth: yield* read(258),
    aliceHez: yield* read(259),
    bobHez: yield* read(260)
  }
})

type Accounts = Effect.Success<typeof accounts>

/** A swap: Alice gives Bob ETH, Bob gives Alice HEZ, each requesting the other. */
function swap(a: Accounts, amount = 1000n, nonce = 0n): Array<AtomicMemberSpec> {
  return [
    { wallet: w1, from: a.aliceEth, toAccountIndex: a.bobEth.accountIndex, amount, nonce, requests: 1 },
    { wallet: w2, from: a.bobHez, toAccountIndex: a.aliceHez.accountIndex, amount, nonce, requests: 0 }
  ]
}

const decodeGroup = Schema.decodeUnknownSync(PostAtomicGroup)

/** The group of `members` signed for the stage's chain, with `fault`, as the use case receives it. */
function group(members: ReadonlyArray<AtomicMemberSpec>, fault?: AtomicGroupFault) {
  const signed = signedAtomicGroup(members, SETTINGS.config.chainId, fault)
  return { ...signed, decoded: decodeGroup(signed.body) }
}

/** The type and message of a refused group. */
const refusal = (body: PostAtomicGroup) =>
  Effect.map(failure(AtomicPool.submit(body)), (error) => ({ type: error.type, message: error.message }))

describe("AtomicPool.submit", () => {
  it.effect("stores every member pend with the group's id and the requested member's fields, and answers the ids", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        const posted = group(swap(a))
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        const pool = yield* PoolStore
        const stored = yield* Effect.forEach(posted.ids, (id) => Effect.map(pool.get(id), Option.getOrThrow))
        expect(stored[0]).toMatchObject({
          state: "pend",
          atomicGroupId: posted.atomicGroupId,
          requestFromAccountIndex: a.bobHez.accountIndex,
          requestToAccountIndex: a.aliceHez.accountIndex,
          requestToZkEthereumAddress: null,
          requestToBJJ: null,
          requestTokenId: HEZ,
          requestAmount: 1000n,
          requestFee: 0,
          requestNonce: 0n
        })
        expect(stored[1]).toMatchObject({
          atomicGroupId: posted.atomicGroupId,
          requestFromAccountIndex: a.aliceEth.accountIndex,
          requestTokenId: ETH
        })
        expect((yield* AtomicPool.get(posted.atomicGroupId)).map((tx) => tx.id)).toEqual(posted.ids)
      })
    )
  )

  it.effect("checks the group id before the count, and the count before any member", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        const single = group(swap(a), "singleTransaction")
        expect(yield* refusal(single.decoded)).toMatchObject({ type: "ErrSingleTxInAtomicEndpoint" })
        const wrongId = { ...single.decoded, atomicGroupId: group(swap(a)).decoded.atomicGroupId }
        expect(yield* refusal(wrongId)).toMatchObject({ type: "ErrInvalidAtomicGroupID" })
      })
    )
  )

  it.effect("runs each member's checks of POST /transactions-pool, naming the member", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        // Bob's HEZ account is at nonce 0: nonce 0 is fine; an unknown receiver is not.
        const members = swap(a)
        const unknownReceiver = group([
          members[0]!,
          { ...members[1]!, toAccountIndex: { ...a.aliceHez.accountIndex, idx: AccountIdx.make(999) } }
        ])
        const refused = yield* refusal(unknownReceiver.decoded)
        expect(refused.type).toBe("ErrGettingReceiverAccount")
        expect(refused.message).toMatch(
          new RegExp(`^transactions\\[1\\] \\(${unknownReceiver.ids[1]}\\): receiver`, "u")
        )
        // Nothing was stored.
        expect(Option.isNone(yield* (yield* PoolStore).get(unknownReceiver.ids[0]!))).toBe(true)
      })
    )
  )

  it.effect("refuses requests that split the members, naming the parts", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        // Two swaps in one body: 0 ↔ 1 and 2 ↔ 3 (each member reaches only its partner).
        const split = group([
          { wallet: w1, from: a.aliceEth, toAccountIndex: a.bobEth.accountIndex, amount: 10n, requests: 1 },
          { wallet: w2, from: a.bobHez, toAccountIndex: a.aliceHez.accountIndex, amount: 10n, requests: 0 },
          { wallet: w3, from: a.carolEth, toAccountIndex: a.bobEth.accountIndex, amount: 20n, requests: 3 },
          { wallet: w2, from: a.bobEth, toAccountIndex: a.carolEth.accountIndex, amount: 20n, requests: 2 }
        ])
        const refused = yield* refusal(split.decoded)
        expect(refused.type).toBe("ErrTxsNotAtomic")
        expect(refused.message).toContain("[0, 1]")
        expect(refused.message).toContain("[2, 3]")
      })
    )
  )

  it.effect("answers a stored group's ids again; the same members as another group are ErrDuplicatedKey", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        const posted = group(swap(a))
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        // The same two transactions in the other order: another group id, the ids held by the first group.
        const [give, take] = swap(a)
        const reversed = group([
          { ...take!, requests: 1 },
          { ...give!, requests: 0 }
        ])
        expect(reversed.atomicGroupId).not.toBe(posted.atomicGroupId)
        const refused = yield* refusal(reversed.decoded)
        expect(refused.type).toBe("ErrDuplicatedKey")
        expect(refused.message).toContain(
          `in atomic group ${posted.atomicGroupId}, not in atomic group ${reversed.atomicGroupId}`
        )
      })
    )
  )
})

describe("AtomicPool.get", () => {
  it.effect("is NotFound for a group the pool does not hold", () =>
    fresh(
      Effect.gen(function* () {
        const a = yield* accounts
        const error = yield* failure(AtomicPool.get(group(swap(a)).decoded.atomicGroupId))
        expect(error._tag).toBe("NotFound")
        expect(error.message).toMatch(/^atomic group 0x[0-9a-f]{64} is not in the pool$/u)
      })
    )
  )
})

describe("AtomicPool.memberWithRequest", () => {
  const decodeMember = Schema.decodeUnknownSync(PostAtomicGroupTransaction)
  /** A member body (unsigned: the function reads fields only) sent from account `from` with `patch`. */
  const member = (from: number, patch: Record<string, unknown>) =>
    decodeMember({
      id: `0x02${"11".repeat(32)}`,
      type: "Transfer",
      tokenId: 0,
      fromAccountIndex: `zk:ETH:${from}`,
      toAccountIndex: "zk:ETH:257",
      amount: "1000",
      fee: 3,
      nonce: 7,
      signature: "ab".repeat(64),
      ...patch
    })

  it("copies the requested member's fields, replacing those sent; an address or key that signs as 0 is null", () => {
    const requester = member(256, { requestOffset: 1, requestAmount: "5", requestNonce: 1 })
    const target = member(258, {
      type: "TransferToEthAddr",
      toAccountIndex: null,
      toZkEthereumAddress: `zk:0x${"00".repeat(20)}`,
      amount: "42",
      nonce: 9
    })
    const copied = Result.getOrThrow(AtomicPool.memberWithRequest([requester, target], 0))
    expect(copied).toMatchObject({
      requestFromAccountIndex: { symbol: "ETH", idx: 258 },
      requestToAccountIndex: null,
      requestToZkEthereumAddress: null,
      requestToBjj: null,
      requestTokenId: 0,
      requestAmount: 42n,
      requestFee: 3,
      requestNonce: 9n
    })
    expect("requestOffset" in copied).toBe(false)
  })

  it("maps requestOffset to a relative position: 7 is the member before, 4 the fourth before", () => {
    const members = [0, 1, 2, 3, 4].map((at) => member(256 + at, { requestOffset: at === 4 ? 4 : 7, nonce: at }))
    expect(Result.getOrThrow(AtomicPool.memberWithRequest(members, 4)).requestFromAccountIndex?.idx).toBe(256)
    expect(Result.getOrThrow(AtomicPool.memberWithRequest(members, 2)).requestFromAccountIndex?.idx).toBe(257)
    const outside = AtomicPool.memberWithRequest(members, 0)
    expect(Result.isFailure(outside) && outside.failure.type).toBe("ErrRqOffsetOutOfBounds")
  })
})
