/** The model-based property of the whole write and read path: sequences of a coordinator's and its wallets' moves keep
 * every storage (`model_storages.ts`: memory, the embedded PostgreSQL, a PostgreSQL server with and without the
 * rendering cache) answering as the model predicts after every move. A fixed sample draws every kind of move and read
 * on every storage each run; random sequences (`MODEL_RUNS`, from `MODEL_SEED`, printed) add to it. A failure is
 * shrunk on the storage that failed and printed with one line to replay (`failure_report.ts`).
 * `npm run test:model -- --runs N` soaks. */
import { afterAll, describe, expect, it } from "vitest"
import { Arbitrary, Effect } from "effect"
import { IN_CI, POSTGRES_SERVER } from "../real_parts.ts"
import { Command, commands } from "./commands.ts"
import { reportedFailure } from "./failure_report.ts"
import { type Coverage, noCoverage } from "./coverage.ts"
import { runSequence } from "./model_run.ts"
import { EDGE_SEQUENCE } from "./edge_sequence.ts"
import { MODEL_STORAGES } from "./model_storages.ts"

/** Random sequences in a run (`MODEL_RUNS`; `npm run test:model -- --runs N` sets it). */
const RUNS = Number(process.env["MODEL_RUNS"] ?? 3)

/** The random sequences' seed (`MODEL_SEED` replays a run's draw; printed). */
const SEED = process.env["MODEL_SEED"] || `model ${Date.now()}`

/** The shortest random sequence (after the prelude). */
const MIN_MOVES = 10

/** The longest random sequence (after the prelude). */
const MAX_MOVES = 20

/** The fixed sample: the edges' sequence (`edge_sequence.ts`), then sequences from a fixed seed, run until every kind
 * of move, outcome, edge and read has been drawn (at most `count`); a seed whose sequences draw everything in few moves
 * keeps every storage's share of CI short. */
const COVERAGE_SAMPLE = { count: 12, size: 100, seed: "model coverage 57" }

/** The time a failure's shrinking may take (`MODEL_SHRINK_SECONDS`): within CI's budget beside another job. */
const SHRINK_BUDGET = Number(process.env["MODEL_SHRINK_SECONDS"] ?? 120) * 1000

/** One sequence's time on every storage at most, with another job beside. */
const PER_SEQUENCE = 60_000

/** Adds `run` into `total`. */
function addCoverage(total: Coverage, run: Coverage): void {
  for (const kind of Object.keys(run) as Array<keyof Coverage>) total[kind] = (total[kind] ?? 0) + (run[kind] ?? 0)
}

/** A count of each kind of move, none drawn yet (`move <tag>`). */
const noMoves = (): Record<string, number> =>
  Object.fromEntries(Command.members.map((member) => [`move ${member.fields._tag.schema.literal}`, 0]))

/** Counts `sequence`'s moves into `moves`. */
function addMoves(moves: Record<string, number>, sequence: ReadonlyArray<Command>): void {
  for (const move of sequence) moves[`move ${move._tag}`] = (moves[`move ${move._tag}`] ?? 0) + 1
}

/** The kinds of move, outcome and read `counts` has not drawn. */
function undrawn(counts: Coverage | Record<string, number>): Array<string> {
  return Object.entries(counts)
    .filter(([, count]) => count === 0)
    .map(([kind]) => kind)
}

/** Runs `sequence` on every storage; a failure is shrunk and thrown with its replay. */
async function checked(sequence: ReadonlyArray<Command>): Promise<Coverage> {
  try {
    return await runSequence(MODEL_STORAGES, sequence)
  } catch (failure) {
    throw await reportedFailure(MODEL_STORAGES, sequence, failure, SHRINK_BUDGET)
  }
}

/** `options`' sequences. */
const sample = (options: { count: number; size: number; seed: string }) =>
  Effect.runPromise(Arbitrary.sampleEffect(commands(MIN_MOVES, MAX_MOVES), options))

describe(`the ledger and the pool driven on ${MODEL_STORAGES.map((storage) => storage.name).join(", ")}`, () => {
  it("runs on a PostgreSQL server under CI", () => {
    if (IN_CI) expect(POSTGRES_SERVER.missing).toBeUndefined()
    if (IN_CI) expect(process.env["MODEL_STORAGES"] ?? "", "MODEL_STORAGES under CI").toBe("")
  })

  // Every kind, on every storage, every run: a generator or a read that stops drawing one (as a first version never
  // forged) fails here every time rather than by luck.
  it(
    "a fixed sample draws every kind of move and read, each storage answering as the model predicts",
    async () => {
      const total = noCoverage()
      const moves = noMoves()
      for (const sequence of [EDGE_SEQUENCE, ...(await sample(COVERAGE_SAMPLE))]) {
        addCoverage(total, await checked(sequence))
        addMoves(moves, sequence)
        if (undrawn(total).length === 0 && undrawn(moves).length === 0) break
      }
      console.log(`model coverage of the fixed sample: ${JSON.stringify({ ...moves, ...total })}`)
      expect(
        [...undrawn(moves), ...undrawn(total)],
        `kinds the fixed sample "${COVERAGE_SAMPLE.seed}" never drew`
      ).toEqual([])
    },
    COVERAGE_SAMPLE.count * PER_SEQUENCE + SHRINK_BUDGET * 2
  )

  const drawn = noCoverage()
  const drawnMoves = noMoves()
  afterAll(() =>
    console.log(
      `model coverage over ${RUNS} random sequences (seed "${SEED}"): ${JSON.stringify({ ...drawnMoves, ...drawn })}`
    )
  )

  it(
    `${RUNS} random sequences (MODEL_SEED="${SEED}"), each storage answering as the model predicts after every move`,
    async () => {
      for (const sequence of await sample({ count: RUNS, size: 100, seed: SEED })) {
        addCoverage(drawn, await checked(sequence))
        addMoves(drawnMoves, sequence)
      }
    },
    RUNS * PER_SEQUENCE + SHRINK_BUDGET * 2
  )
})
