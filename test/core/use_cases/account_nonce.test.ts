/** `AccountNonces.get` with devnet wallets' keys: the forged nonce, the nonces pend and fing transactions take, the
 * lowest free one; another symbol is a 400, an unknown index a 404. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { BatchNum } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { AccountNonces } from "../../../core/use_cases/mod.ts"
import { accountIndex, addToPool, failure, poolRecord, Wallets } from "./fixture.ts"

/** Runs a test on a fresh wallets' stage. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof Wallets>>) => Effect.provide(effect, Wallets)

describe("AccountNonces", () => {
  it.effect("AccountNonces.get() of an account with nothing in the pool: the next nonce is the forged one", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* AccountNonces.get(accountIndex("zk:ETH:256"))).toEqual({
          accountIndex: { symbol: "ETH", idx: 256 },
          forgedNonce: 3n,
          nextNonce: 3n,
          pendingNonces: []
        })
      })
    )
  )

  it.effect(
    "AccountNonces.get() counts pend and fing nonces (below the forged one too), not invalid ones, and finds the first gap",
    () =>
      fresh(
        Effect.gen(function* () {
          const invalid = poolRecord({ from: 256, nonce: 4n })
          const selected = poolRecord({ from: 256, nonce: 5n })
          yield* addToPool([
            poolRecord({ from: 256, nonce: 3n }),
            poolRecord({ from: 256, nonce: 3n, amount: 501n }),
            invalid,
            selected,
            poolRecord({ from: 256, nonce: 1n }),
            poolRecord({ from: 257, nonce: 0n })
          ])
          const ledger = yield* Ledger
          yield* ledger.invalidatePoolTransactions([{ id: invalid.id, reason: "test" }], null)
          yield* ledger.selectForForging([selected.id], BatchNum.make(2))
          expect(yield* AccountNonces.get(accountIndex("zk:ETH:256"))).toEqual({
            accountIndex: { symbol: "ETH", idx: 256 },
            forgedNonce: 3n,
            nextNonce: 4n,
            pendingNonces: [1n, 3n, 5n]
          })
          expect((yield* AccountNonces.get(accountIndex("zk:ETH:257"))).nextNonce).toBe(1n)
          expect((yield* AccountNonces.get(accountIndex("zk:HEZ:258"))).pendingNonces).toEqual([])
        }).pipe(Effect.orDie)
      )
  )

  it.effect("AccountNonces.get() rejects an index whose symbol is not its account's token", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* failure(AccountNonces.get(accountIndex("zk:HEZ:256")))).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:HEZ:256 names token HEZ, but account 256 holds ETH`
        })
      })
    )
  )

  it.effect("AccountNonces.get() is NotFound for an index no account has", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* failure(AccountNonces.get(accountIndex("zk:ETH:259")))).toMatchObject({
          _tag: "NotFound",
          message: "account zk:ETH:259 not found"
        })
      })
    )
  )
})
