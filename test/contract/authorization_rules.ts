/** Contract: the AuthorizationStore. One authorization per address: a second add returns the stored one and writes
 * nothing; of concurrent adds exactly one stores. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { AuthorizationStore } from "../../core/ports/authorization_store.ts"
import { U1, U2, U3 } from "./fixture.ts"
import { authorization } from "./pool_records.ts"
import type { StoragePorts } from "./storage_ports.ts"

/** Registers the AuthorizationStore tests of `storage`. */
export function describeAuthorizationRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("authorization store", () => {
    it.effect("add stores one authorization per address; a taken address returns the stored one", () =>
      Effect.gen(function* () {
        const store = yield* AuthorizationStore
        const first = authorization(U1)
        assert.isTrue(Option.isNone(yield* store.get(U1.ethAddr)))
        assert.deepStrictEqual(yield* store.add(first), { _tag: "Added" })
        assert.deepStrictEqual(yield* store.get(U1.ethAddr), Option.some(first))
        assert.deepStrictEqual(
          yield* store.add(first),
          { _tag: "Existing", authorization: first },
          "an identical re-add"
        )
        const other = authorization({ ethAddr: U1.ethAddr, bjj: U2.bjj }, { signatureByte: "ef", at: 31 })
        assert.deepStrictEqual(
          yield* store.add(other),
          { _tag: "Existing", authorization: first },
          "another authorization of the address"
        )
        assert.deepStrictEqual(yield* store.get(U1.ethAddr), Option.some(first))
        assert.isTrue(Option.isNone(yield* store.get(U2.ethAddr)))
        const second = authorization(U2)
        assert.deepStrictEqual(yield* store.add(second), { _tag: "Added" })
        assert.deepStrictEqual(yield* store.get(U2.ethAddr), Option.some(second))
        assert.deepStrictEqual(yield* store.get(U1.ethAddr), Option.some(first))
      }).pipe(Effect.provide(fresh))
    )

    it.effect("of many concurrent adds for one address exactly one stores its authorization", () =>
      Effect.gen(function* () {
        const store = yield* AuthorizationStore
        const variants = Array.from({ length: 64 }, (_, i) =>
          authorization(U3, { signatureByte: i.toString(16).padStart(2, "0"), at: 30 + i })
        )
        const outcomes = yield* Effect.forEach(variants, (a) => store.add(a), { concurrency: "unbounded" })
        const added = outcomes.flatMap((outcome, i) => (outcome._tag === "Added" ? [variants[i]!] : []))
        assert.strictEqual(added.length, 1, "exactly one add stores its authorization")
        for (const outcome of outcomes) {
          if (outcome._tag === "Existing") assert.deepStrictEqual(outcome.authorization, added[0])
        }
        assert.deepStrictEqual(yield* store.get(U3.ethAddr), Option.some(added[0]!))
      }).pipe(Effect.provide(fresh))
    )
  })
}
