/** `AtomicPool.submit`, `get` and `memberWithRequest` over the memory storage with devnet wallets' keys: what a group
 * stores, the refusals in the anchor's order with their types and messages, a member's own checks naming it, the request
 * fields a member takes from the one it requests (an index, address or key that signs as 0 left null), retries and
 * taken ids. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result, Schema } from "effect"
import { EddsaPoseidonSign } from "../../../adapters/crypto/mod.ts"
import { privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { inlineLayer } from "../../../adapters/crypto/signature_verifier.ts"
import { PostAtomicGroup, PostAtomicGroupTransaction } from "../../../core/domain/atomic_group_post.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { atomicGroupId } from "../../../core/ledger/atomic_group_id.ts"
import { requestOffsetOf } from "../../../core/ledger/atomic_offset.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { requestFieldsOf } from "../../../core/signing/request_fields.ts"
import { l2TransactionMessage } from "../../../core/signing/transaction_message.ts"
import { AtomicPool } from "../../../core/use_cases/mod.ts"
import { ETH, HEZ, seedAccounts, walletAccount } from "../../contract/wallet_stage.ts"
import { memoryStorage } from "../../adapters/memory/memory_storage.ts"
import { bodyWithSignature, idOf, type TxSpec, typeOf, wireBody } from "../../adapters/http/signed_transactions.ts"
import { failure, FixedClock, SETTINGS, Settings } from "./fixture.ts"

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

/** A member of a group: what it sends, the devnet wallet that signs it and the member it requests (its index). */
interface MemberSpec {
  readonly spec: TxSpec
  readonly wallet: number
  readonly requests: number
}

/** A transfer of `amount` from account `from` to account `to` (token `tokenId`) at nonce 0. */
function transfer(from: number, to: number, amount: bigint, tokenId = 0): TxSpec {
  const symbol = tokenId === 0 ? "ETH" : "HEZ"
  return {
    fromAccountIndex: `zk:${symbol}:${from}`,
    toAccountIndex: `zk:${symbol}:${to}`,
    tokenId,
    amount,
    fee: 0,
    nonce: 0n
  }
}

/** A swap: wallet 1 gives wallet 2 ETH (256 → 257), wallet 2 gives wallet 1 HEZ (260 → 259), each requesting the other. */
function swap(amount = 1000n): Array<MemberSpec> {
  return [
    { spec: transfer(256, 257, amount), wallet: 1, requests: 1 },
    { spec: transfer(260, 259, amount, 1), wallet: 2, requests: 0 }
  ]
}

const decodePost = Schema.decodeUnknownSync(PostPoolL2Transaction)
const decodeGroup = Schema.decodeUnknownSync(PostAtomicGroup)

/** The group of `members` as a wallet posts it: each signed with the fields of the member it requests as its request,
 * its requestOffset naming that member, the group id over the ids in order; decoded as the use case receives it. */
function group(members: ReadonlyArray<MemberSpec>) {
  const plain = members.map(({ spec }) => decodePost(bodyWithSignature(spec)))
  const transactions = members.map(({ spec, wallet, requests }, at) => {
    const fields = { ...plain[at]!, ...requestFieldsOf(plain[requests]!) }
    const elements = Result.getOrThrow(l2TransactionMessage(fields, { chainId: SETTINGS.config.chainId }))
    const signature = EddsaPoseidonSign.signElements(privateKeyBytes(BigInt(wallet)), elements)
    const offset = requestOffsetOf(requests - at)
    return { ...wireBody(spec, { id: idOf(spec), type: typeOf(spec), signature }), requestOffset: offset }
  })
  const ids = members.map(({ spec }) => idOf(spec) as TxId)
  const id = atomicGroupId(ids)
  return { ids, atomicGroupId: id, decoded: decodeGroup({ atomicGroupId: id, transactions }) }
}

/** The type and message of a refused group. */
const refusal = (body: PostAtomicGroup) =>
  Effect.map(failure(AtomicPool.submit(body)), (error) => ({ type: error.type, message: error.message }))

describe("AtomicPool.submit", () => {
  it.effect("stores every member pend with the group's id and the requested member's fields, and answers the ids", () =>
    fresh(
      Effect.gen(function* () {
        const posted = group(swap())
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        const pool = yield* PoolStore
        const stored = yield* Effect.forEach(posted.ids, (id) => Effect.map(pool.get(id), Option.getOrThrow))
        expect(stored[0]).toMatchObject({
          state: "pend",
          atomicGroupId: posted.atomicGroupId,
          requestFromAccountIndex: { symbol: "HEZ", idx: 260 },
          requestToAccountIndex: { symbol: "HEZ", idx: 259 },
          requestToZkEthereumAddress: null,
          requestToBJJ: null,
          requestTokenId: HEZ,
          requestAmount: 1000n,
          requestFee: 0,
          requestNonce: 0n
        })
        expect(stored[1]).toMatchObject({
          atomicGroupId: posted.atomicGroupId,
          requestFromAccountIndex: { symbol: "ETH", idx: 256 },
          requestTokenId: ETH
        })
        expect((yield* AtomicPool.get(posted.atomicGroupId)).map((tx) => tx.id)).toEqual(posted.ids)
      })
    )
  )

  it.effect(
    "a member's exit spelled zk:<its token's symbol>:1 passes where the options take it, stored as zk:EXIT:1",
    () =>
      fresh(
        Effect.gen(function* () {
          const [give, take] = swap()
          const exit = { ...take!.spec, toAccountIndex: "zk:HEZ:1" }
          const posted = group([give!, { ...take!, spec: exit }])
          const refused = yield* refusal(posted.decoded)
          expect(refused.type).toBe("ErrInvalidTxTypeOrTxID")
          expect(refused.message).toContain("zk:HEZ:1 is not a destination: an exit goes to zk:EXIT:1,")
          expect(yield* AtomicPool.submit(posted.decoded, { exitDestinations: "exitOrTokenSymbol" })).toEqual(
            posted.ids
          )
          const stored = Option.getOrThrow(yield* (yield* PoolStore).get(posted.ids[1]!))
          expect(stored).toMatchObject({ type: "Exit", toAccountIndex: { symbol: "EXIT", idx: 1 } })
          const otherSymbol = group([give!, { ...take!, spec: { ...exit, toAccountIndex: "zk:ETH:1", nonce: 1n } }])
          const wrong = yield* failure(
            AtomicPool.submit(otherSymbol.decoded, { exitDestinations: "exitOrTokenSymbol" })
          )
          expect(wrong.type).toBe("ErrInvalidTxTypeOrTxID")
          expect(wrong.message).toContain("zk:ETH:1 is not a destination: an exit goes to zk:EXIT:1 or zk:HEZ:1")
        })
      )
  )

  it.effect("checks the group id before the count, and the count before any member", () =>
    fresh(
      Effect.gen(function* () {
        const posted = group(swap())
        const [first] = posted.decoded.transactions
        const single = { atomicGroupId: atomicGroupId([posted.ids[0]!]), transactions: [first!] }
        expect(yield* refusal(single)).toMatchObject({ type: "ErrSingleTxInAtomicEndpoint" })
        const wrongId = { ...single, atomicGroupId: posted.atomicGroupId }
        expect(yield* refusal(wrongId)).toMatchObject({ type: "ErrInvalidAtomicGroupID" })
      })
    )
  )

  it.effect("runs each member's checks of POST /transactions-pool, naming the member", () =>
    fresh(
      Effect.gen(function* () {
        const [give, take] = swap()
        const unknownReceiver = group([give!, { ...take!, spec: { ...take!.spec, toAccountIndex: "zk:HEZ:999" } }])
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
        // Two swaps in one body: 0 ↔ 1 and 2 ↔ 3 (each member reaches only its partner).
        const split = group([
          { spec: transfer(256, 257, 10n), wallet: 1, requests: 1 },
          { spec: transfer(260, 259, 10n, 1), wallet: 2, requests: 0 },
          { spec: transfer(258, 257, 20n), wallet: 3, requests: 3 },
          { spec: transfer(257, 258, 20n), wallet: 2, requests: 2 }
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
        const posted = group(swap())
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        expect(yield* AtomicPool.submit(posted.decoded)).toEqual(posted.ids)
        // The same two transactions in the other order: another group id, the ids held by the first group.
        const [give, take] = swap()
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

  it.effect(
    "refuses one transaction listed twice (ErrDuplicatedKey), though signing its own fields passes every other check",
    () =>
      fresh(
        Effect.gen(function* () {
          const spec = transfer(256, 257, 1000n)
          // Each copy requests the other, whose fields are its own.
          const twice = group([
            { spec, wallet: 1, requests: 1 },
            { spec, wallet: 1, requests: 0 }
          ])
          const refused = yield* refusal(twice.decoded)
          expect(refused.type).toBe("ErrDuplicatedKey")
          expect(refused.message).toBe(
            `transactions[1] (${twice.ids[1]}): the body lists this transaction twice, also as transactions[0]`
          )
        })
      )
  )
})

describe("AtomicPool.get", () => {
  it.effect("is NotFound for a group the pool does not hold", () =>
    fresh(
      Effect.gen(function* () {
        const error = yield* failure(AtomicPool.get(group(swap()).atomicGroupId))
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
