/** The model-based property of the whole write and read path: random sequences of a coordinator's and its wallets'
 * moves keep the memory storage, the embedded PostgreSQL and the PostgreSQL server (when the run has one; under CI it
 * must) answering alike and as the model predicts after every move. `npm run test:model -- --runs N` soaks. */
import { describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { makeTestNode } from "../../app/testing/mod.ts"
import { DATABASE_URL, embeddedStorage, serverStorage } from "../adapters/sql/test_databases.ts"
import { commands } from "./commands.ts"
import { expect } from "vitest"
import { coverage, MEMORY, type ModelStorage, runSequence } from "./model_run.ts"

/** Sequences per storage set in a run (`MODEL_RUNS`; `npm run test:model -- --runs N` sets it). */
const RUNS = Number(process.env["MODEL_RUNS"] ?? 12)

/** The shortest random sequence (after the prelude): shorter ones prove little, and shrinking goes below it by the prelude alone. */
const MIN_MOVES = 10

/** The longest random sequence (after the prelude). */
const MAX_MOVES = 20

/** The storages every run drives, the memory one first (the reference). */
const STORAGES: ReadonlyArray<ModelStorage> = [
  MEMORY,
  { name: "embedded PostgreSQL", make: () => makeTestNode({ storage: embeddedStorage }) },
  ...(DATABASE_URL === undefined
    ? []
    : [{ name: "PostgreSQL server", make: () => makeTestNode({ storage: serverStorage(DATABASE_URL ?? "") }) }])
]

describe("the ledger and the pool driven at random", () => {
  it.effect.prop(
    `every read answers alike on ${STORAGES.map((s) => s.name).join(", ")} and as the model predicts, after every move`,
    [commands(MIN_MOVES, MAX_MOVES)],
    ([sequence]) => Effect.promise(() => runSequence(STORAGES, sequence)),
    { timeout: 60_000 + RUNS * 30_000, arbitrary: { runs: RUNS, size: 100, maxShrinks: 200 } }
  )

  it("drew sequences that took and refused transfers, forged, discarded, undid batches and revived transactions", () => {
    console.log(`model coverage over ${RUNS} runs: ${JSON.stringify(coverage)}`)
    for (const [kind, count] of Object.entries(coverage)) expect(count, kind).toBeGreaterThan(0)
  })
})
