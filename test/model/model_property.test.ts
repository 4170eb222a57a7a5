/** The model-based property of the whole write and read path: random sequences of a coordinator's and its wallets'
 * moves keep the memory storage, the embedded PostgreSQL and the PostgreSQL server (when the run has one; under CI it
 * must) answering alike and as the model predicts after every move. `npm run test:model -- --runs N` soaks. */
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Arbitrary, Effect } from "effect"
import { makeTestNode } from "../../app/testing/mod.ts"
import { DATABASE_URL, embeddedStorage, serverStorage } from "../adapters/sql/test_databases.ts"
import { type Command, commands, formatCommands } from "./commands.ts"
import { type Coverage, MEMORY, type ModelStorage, noCoverage, retaining, runSequence } from "./model_run.ts"

/** Sequences per storage set in a run (`MODEL_RUNS`; `npm run test:model -- --runs N` sets it). */
const RUNS = Number(process.env["MODEL_RUNS"] ?? 12)

/** The shortest random sequence (after the prelude): shorter ones prove little, and shrinking goes below it by the prelude alone. */
const MIN_MOVES = 10

/** The longest random sequence (after the prelude). */
const MAX_MOVES = 20

/** The storages every run drives, the memory one first (the reference). */
const STORAGES: ReadonlyArray<ModelStorage> = [
  MEMORY,
  { name: "embedded PostgreSQL", make: () => makeTestNode({ storage: retaining(embeddedStorage) }) },
  ...(DATABASE_URL === undefined
    ? []
    : [
        {
          name: "PostgreSQL server",
          make: () => makeTestNode({ storage: retaining(serverStorage(DATABASE_URL ?? "")) })
        }
      ])
]

/** Shrinking steps after a failure: each replays a sequence on every storage, so the timeout leaves them their time. */
const MAX_SHRINKS = 150

/** The sequences the coverage check draws, from a fixed seed so that it answers the same every run. */
const COVERAGE_SAMPLE = { count: 24, size: 100, seed: "model coverage" }

/** Adds `run` into `total`. */
function addCoverage(total: Coverage, run: Coverage): void {
  for (const kind of Object.keys(total) as Array<keyof Coverage>) total[kind] = (total[kind] ?? 0) + (run[kind] ?? 0)
}

/** The shortest failing sequence seen so far, printed as it is found: should the time run out while shrinking, the
 * log still holds a sequence to replay. */
let shortestFailure: number | undefined

/** Runs `sequence` on every storage, printing it when it fails and is the shortest failure yet. */
async function checked(sequence: ReadonlyArray<Command>): Promise<Coverage> {
  try {
    return await runSequence(STORAGES, sequence)
  } catch (error) {
    if (shortestFailure === undefined || sequence.length < shortestFailure) {
      shortestFailure = sequence.length
      const first = String(error instanceof Error ? error.message : error).split("\n")[0]
      console.error(`failing sequence of ${sequence.length} moves: ${formatCommands(sequence)}\n  ${first}`)
    }
    throw error
  }
}

describe("the ledger and the pool driven at random", () => {
  const drawn = noCoverage()
  afterAll(() => console.log(`model coverage over ${RUNS} random runs: ${JSON.stringify(drawn)}`))

  it.effect.prop(
    `every read answers alike on ${STORAGES.map((s) => s.name).join(", ")} and as the model predicts, after every move`,
    [commands(MIN_MOVES, MAX_MOVES)],
    ([sequence]) => Effect.promise(() => checked(sequence).then((run) => addCoverage(drawn, run))),
    {
      timeout: 60_000 + RUNS * 30_000 + MAX_SHRINKS * 3_000,
      arbitrary: { runs: RUNS, size: 100, maxShrinks: MAX_SHRINKS }
    }
  )

  // The generator's weights, checked on a fixed sample rather than on the random runs above, which may by chance
  // miss a kind: a generator that stops drawing one (as a first version never forged) fails here every time.
  it.effect("the generator draws sequences that take and refuse transfers, forge, discard, undo and revive", () =>
    Effect.gen(function* () {
      const sample = yield* Arbitrary.sampleEffect(commands(MIN_MOVES, MAX_MOVES), COVERAGE_SAMPLE)
      const total = noCoverage()
      for (const sequence of sample) addCoverage(total, yield* Effect.promise(() => runSequence([MEMORY], sequence)))
      console.log(`model coverage of the fixed sample: ${JSON.stringify(total)}`)
      for (const [kind, count] of Object.entries(total)) expect(count, kind).toBeGreaterThan(0)
    })
  )
})
