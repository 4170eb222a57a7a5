/** The ports a storage adapter provides, and small helpers the contract suites share. */
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import { assert } from "@effect/vitest"
import { type Effect, Layer } from "effect"
import { PoseidonCrypto } from "../../adapters/crypto/mod.ts"
import { MAX_LIMIT, type Page, type PageRequest } from "../../core/pagination/page.ts"
import type { LedgerRejected } from "../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { buildFixture } from "./fixture.ts"
import { walkPages } from "./page_walk.ts"

/** Every storage port: what a storage adapter's layer must provide to run the contract suites. */
export type { StoragePorts }

/** A fresh instance of `storage` holding the fixture (given the crypto adapter's Poseidon if it asks for one). */
export function withFixture<E>(
  storage: Layer.Layer<StoragePorts, E, PoseidonHasher>
): Layer.Layer<StoragePorts, E | LedgerRejected> {
  return Layer.effectDiscard(buildFixture).pipe(
    Layer.provideMerge(Layer.fresh(storage).pipe(Layer.provide(PoseidonCrypto.layer)))
  )
}

/** Every item of a list, in ascending order, walked with the largest page (checking the page invariants). */
export function listAll<A, E, R>(
  list: (request: PageRequest) => Effect.Effect<Page<A>, E, R>,
  itemId: (a: A) => number
): Effect.Effect<ReadonlyArray<A>, E, R> {
  return walkPages(list, { order: "ASC", limit: MAX_LIMIT, itemId })
}

/** Asserts that `ids` are strictly increasing. */
export function assertIncreasing(ids: ReadonlyArray<number>, what: string): void {
  for (let i = 1; i < ids.length; i++) assert.isBelow(ids[i - 1]!, ids[i]!, `${what}: itemIds increase`)
}

/** The elements of `list` at `indexes`. */
export function pick<A>(list: ReadonlyArray<A>, indexes: ReadonlyArray<number>): Array<A> {
  return indexes.map((i) => {
    const value = list[i]
    if (value === undefined) throw new Error(`no element ${i}`)
    return value
  })
}
