/** `npm run bench:forging`: batches of L2 transfers forged per second through the ledger, this build (the state tree)
 * against `BENCH_BASELINE` (default `main`) and an A/A twin, on memory and on PostgreSQL; and the devnet's seeding time.
 * With `FORGING_GROUPS`: this build forging from the pool, batches with that many atomic groups of two against the same
 * batches without groups and an A/A twin of those. */
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { REPORT_PREFIX, type WorkerReport, type WorkerSettings } from "./forging_worker.ts"
import {
  type BaselineTree,
  boundVerdict,
  buildBaseline,
  buildCurrent,
  type ByRound,
  compare,
  comparisonCells,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  pinnedNode,
  quantile,
  rangeOf,
  ROOT,
  reportOf,
  sorted
} from "./harness/mod.ts"

/** A setting from the environment, or its default. */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`)
  return value
}

const GROUPS = setting("FORGING_GROUPS", 0)
const ROUNDS = setting("FORGING_ROUNDS", 3)
// Through the pool each batch's transfers are added one by one first, untimed: fewer batches keep the run short.
const BATCHES = setting("FORGING_BATCHES", GROUPS === 0 ? 60 : 15)
const WARMUP_BATCHES = setting("FORGING_WARMUP_BATCHES", GROUPS === 0 ? 5 : 2)
const ACCOUNTS = setting("FORGING_ACCOUNTS", 2000)
const TOKENS = setting("FORGING_TOKENS", 4)
const TRANSACTIONS = setting("FORGING_TRANSACTIONS", 100)
const SEED_RUNS = setting("FORGING_SEED_RUNS", 3)
/** The bound on a batch with groups: at most this many times the same batch's time without. */
const GROUPS_BOUND = 1.2
const STORAGES = (process.env["FORGING_STORAGES"] ?? "memory,postgres").split(",").filter((s) => s !== "")
const BASELINE = process.env["BENCH_BASELINE"] ?? "main"
const DATABASE_URL = process.env["DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"

/** A build under test: this tree, its A/A twin (the same build, other processes), or the baseline's; with
 * `FORGING_GROUPS`, this build forging from the pool without groups (current, twin) and with them (groups). */
interface Target {
  readonly name: "current" | "twin" | "baseline" | "groups"
  readonly label: string
  readonly dir: string
}

/** One forging run's figures. */
interface ForgingRun {
  readonly round: number
  readonly batchesPerSecond: number
  readonly p50: number
  readonly p99: number
  readonly stateTree: boolean
  readonly stateRoot: string
  /** Through the pool: the pool transactions and the groups found forged in their batch after the run. */
  readonly poolForged: number
  readonly groupsForgedWhole: number
}

/** Whether a worker's line is a report. */
function isReport(value: unknown): value is WorkerReport {
  const r = value as Partial<WorkerReport> | undefined
  return (
    typeof r?.stateTree === "boolean" &&
    Array.isArray(r.batchMs) &&
    typeof r.setupMs === "number" &&
    typeof r.stateRoot === "string"
  )
}

/** Runs the worker on `target` in a fresh process pinned to core 0. */
function runWorker(target: Target, settings: Omit<WorkerSettings, "tree">): Promise<WorkerReport> {
  const worker = join(ROOT, "bench/forging_worker.ts")
  return reportOf(pinnedNode(worker, [JSON.stringify({ ...settings, tree: target.dir })]), {}, REPORT_PREFIX, isReport)
}

/** A statement on the PostgreSQL server. */
function psql(statement: string): void {
  execFileSync("psql", [DATABASE_URL, "-qc", statement], { stdio: "ignore" })
}

/** A fresh database on the server for `run`; its URL and its removal. */
function freshDatabase(run: number): { readonly url: string; readonly drop: () => void } {
  const name = `zk_forging_bench_${process.pid}_${run}`
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  psql(`CREATE DATABASE ${name}`)
  const url = new URL(DATABASE_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

let databases = 0

/** A run's figures from its timed batches' milliseconds. */
function runOf(
  round: number,
  batchMs: ReadonlyArray<number>,
  stateTree: boolean,
  stateRoot: string,
  checked: Pick<ForgingRun, "poolForged" | "groupsForgedWhole"> = { poolForged: 0, groupsForgedWhole: 0 }
): ForgingRun {
  const ms = sorted(batchMs)
  const total = ms.reduce((sum, x) => sum + x, 0)
  return {
    round,
    batchesPerSecond: (ms.length * 1000) / total,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    stateTree,
    stateRoot,
    ...checked
  }
}

/** What every forging run is asked besides its storage. */
const FORGE_SETTINGS = {
  mode: "forge",
  accounts: ACCOUNTS,
  tokens: TOKENS,
  batches: BATCHES,
  warmupBatches: WARMUP_BATCHES,
  transactionsPerBatch: TRANSACTIONS
} as const

/** One forging run of `target` on `storage`. */
async function forge(target: Target, storage: string, round: number): Promise<ForgingRun> {
  const database = storage === "postgres" ? freshDatabase(databases++) : undefined
  try {
    const report = await runWorker(target, { ...FORGE_SETTINGS, databaseUrl: database?.url })
    return runOf(round, report.batchMs, report.stateTree, report.stateRoot)
  } finally {
    database?.drop()
  }
}

/**
 * One run through the pool on `storage` of this build, one process for all `targets` (each its own storage, a fresh
 * database on PostgreSQL), their batches interleaved: `groups` with `FORGING_GROUPS` groups per batch, the others
 * without. Their runs, in the order of `targets`.
 */
async function forgeThroughPool(
  targets: ReadonlyArray<Target>,
  storage: string,
  round: number
): Promise<Array<ForgingRun>> {
  const fresh = targets.map(() => (storage === "postgres" ? freshDatabase(databases++) : undefined))
  try {
    const report = await runWorker(targets[0]!, {
      ...FORGE_SETTINGS,
      pool: {
        variants: targets.map((t, i) => ({
          groupsPerBatch: t.name === "groups" ? GROUPS : 0,
          databaseUrl: fresh[i]?.url
        }))
      }
    })
    return targets.map((_, i) => {
      const variant = report.variants?.[i]
      if (variant === undefined) throw new Error(`the worker reported no variant ${i}`)
      return runOf(round, variant.batchMs, report.stateTree, variant.stateRoot, {
        poolForged: variant.poolForged,
        groupsForgedWhole: variant.groupsForgedWhole
      })
    })
  } finally {
    for (const database of fresh) database?.drop()
  }
}

/** One devnet seed of `target` on memory, in a fresh process (as the node seeds at start); its milliseconds. */
async function seed(target: Target): Promise<{ readonly ms: number; readonly stateTree: boolean }> {
  const report = await runWorker(target, {
    mode: "seed",
    accounts: 0,
    tokens: 0,
    batches: 0,
    warmupBatches: 0,
    transactionsPerBatch: 0
  })
  return { ms: report.batchMs[0] ?? Number.NaN, stateTree: report.stateTree }
}

/** "yes"/"no" of whether a build's runs computed the state tree. */
function treeCell(flags: ReadonlyArray<boolean>): string {
  return flags.every((f) => f) ? "yes" : flags.every((f) => !f) ? "no" : "mixed"
}

/** The comparison row of `label`: this build against the baseline, its twin the noise. */
function comparisonRow(label: string, figure: (name: Target["name"]) => ByRound): Array<string> {
  return [label, ...comparisonCells(compare(figure("current"), figure("twin"), figure("baseline")))]
}

/** The run. */
async function main(): Promise<void> {
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
  console.log(`# Forging (bench/forging.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  buildCurrent()
  const baseline: BaselineTree | undefined = BASELINE === "" ? undefined : buildBaseline(BASELINE)
  const targets: Array<Target> = [
    { name: "current", label: "this build", dir: ROOT },
    { name: "twin", label: "this build, A/A twin", dir: ROOT }
  ]
  if (baseline !== undefined) targets.push({ name: "baseline", label: `baseline ${baseline.label}`, dir: baseline.dir })
  console.log(
    `Each run a fresh process pinned to core 0 on its build's dist/: ${TOKENS} tokens, ${ACCOUNTS} accounts created in ` +
      `batches of up to 500, then ${WARMUP_BATCHES} warm-up and ${BATCHES} timed batches of ${TRANSACTIONS} transfers ` +
      `between random accounts of a token; PostgreSQL: a fresh database per run on ${new URL(DATABASE_URL).host}. ` +
      `Devnet seeding: ${SEED_RUNS} fresh processes per build and round, on memory. ${ROUNDS} rounds, builds rotating.`
  )
  const forging = new Map<string, Array<ForgingRun>>()
  const seeds = new Map<Target["name"], Array<{ round: number; ms: number; stateTree: boolean }>>()
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
      for (const storage of STORAGES) {
        for (const target of order) {
          const run = await forge(target, storage, round)
          const key = `${storage}/${target.name}`
          forging.set(key, [...(forging.get(key) ?? []), run])
          process.stderr.write(
            `round ${round + 1}/${ROUNDS} ${storage} ${target.label}: ${run.batchesPerSecond.toFixed(2)} batches/s (${elapsed()})\n`
          )
        }
      }
      for (const target of order) {
        for (let i = 0; i < SEED_RUNS; i++) {
          const s = await seed(target)
          seeds.set(target.name, [...(seeds.get(target.name) ?? []), { round, ...s }])
        }
        process.stderr.write(`round ${round + 1}/${ROUNDS} devnet seed ${target.label} (${elapsed()})\n`)
      }
    }
  } finally {
    baseline?.remove()
  }
  console.log(`Load average after: ${loadLine()}; ${elapsed()} in all`)
  // Every run of this build forged the same transfers: one final root, whatever the storage or the process.
  const roots = new Set(
    [...forging].flatMap(([key, runs]) => (key.endsWith("/baseline") ? [] : runs.map((r) => r.stateRoot)))
  )
  console.log(
    roots.size === 1
      ? `Every run of this build ended on the same state root (${[...roots][0]}); every account's stored nonce and balance were checked after each run.`
      : `THIS BUILD'S RUNS ENDED ON ${roots.size} DIFFERENT STATE ROOTS: ${[...roots].join(", ")}`
  )
  const withBaseline = baseline !== undefined
  const verdictHeader = ["", "this / baseline", "A/A", "noise", "verdict"]
  for (const storage of STORAGES) {
    const runsOf = (name: Target["name"]) => forging.get(`${storage}/${name}`) ?? []
    console.log("")
    console.log(`## Forging on ${storage}: batches of ${TRANSACTIONS} transfers`)
    console.log("")
    console.log(
      markdownTable(
        ["build", "state tree", "batches/s (median)", "range", "tx/s (median)", "ms per batch p50", "p99"],
        targets.map((t) => {
          const runs = runsOf(t.name)
          const rates = runs.map((r) => r.batchesPerSecond)
          return [
            t.label,
            treeCell(runs.map((r) => r.stateTree)),
            medianOf(rates).toFixed(2),
            rangeOf(rates, 2),
            (medianOf(rates) * TRANSACTIONS).toFixed(0),
            medianOf(runs.map((r) => r.p50)).toFixed(1),
            medianOf(runs.map((r) => r.p99)).toFixed(1)
          ]
        })
      )
    )
    if (withBaseline) {
      console.log("")
      console.log(
        markdownTable(verdictHeader, [
          comparisonRow("batches/s", (name) => new Map(runsOf(name).map((r) => [r.round, r.batchesPerSecond])))
        ])
      )
    }
  }
  console.log("")
  console.log(`## Devnet seeding on memory (a fresh process per seed)`)
  console.log("")
  const seedsOf = (name: Target["name"]) => seeds.get(name) ?? []
  console.log(
    markdownTable(
      ["build", "state tree", "seed s (median)", "range", "seeds"],
      targets.map((t) => {
        const ms = seedsOf(t.name).map((s) => s.ms)
        return [
          t.label,
          treeCell(seedsOf(t.name).map((s) => s.stateTree)),
          (medianOf(ms) / 1000).toFixed(2),
          rangeOf(
            ms.map((x) => x / 1000),
            2
          ),
          String(ms.length)
        ]
      })
    )
  )
  if (withBaseline) {
    // Compared as seeds per second (higher is better): the ratio is the baseline's time over this build's.
    const perRound = (name: Target["name"]): ByRound => {
      const rounds = new Map<number, Array<number>>()
      for (const s of seedsOf(name)) rounds.set(s.round, [...(rounds.get(s.round) ?? []), s.ms])
      return new Map([...rounds].map(([round, ms]) => [round, 1000 / medianOf(ms)]))
    }
    console.log("")
    console.log(markdownTable(verdictHeader, [comparisonRow("seeding speed", perRound)]))
  }
  if (withBaseline) {
    console.log("")
    console.log(
      "Ratios: the median per round of this build's figure over the baseline's (batches/s; seeding: the baseline's time " +
        "over this build's); A/A: this build over its twin, its largest distance from 1 the noise."
    )
  }
}

/** With `FORGING_GROUPS`: this build forging from the pool, batches without groups (and an A/A twin) against the same
 * batches with groups; their ratio against the bound. */
async function groupsMain(): Promise<void> {
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
  const timed = BATCHES + WARMUP_BATCHES
  console.log(`# Forging atomic groups (bench/forging.ts, FORGING_GROUPS=${GROUPS}), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  buildCurrent()
  const targets: Array<Target> = [
    { name: "current", label: "without groups", dir: ROOT },
    { name: "twin", label: "without groups, A/A twin", dir: ROOT },
    { name: "groups", label: `with ${GROUPS} groups of two`, dir: ROOT }
  ]
  console.log(
    `Each round and storage one fresh process pinned to core 0 on this build's dist/, holding one storage per variant ` +
      `(on PostgreSQL a fresh database each) and forging their batches interleaved (batch i of each variant in turn, ` +
      `the order rotating): ${TOKENS} tokens, ${ACCOUNTS} accounts created in batches of up to 500, then ` +
      `${WARMUP_BATCHES} warm-up and ${BATCHES} timed batches of ${TRANSACTIONS} transfers between random accounts ` +
      `of a token, the same transfers in every variant. Each batch's transfers enter the ` +
      `pool first, untimed (PoolStore.add; with groups, ${GROUPS} pairs of neighbours — ${2 * GROUPS} of the ` +
      `${TRANSACTIONS} — as atomic groups of two, each member requesting the other, with PoolStore.addGroup); timed: ` +
      `the coordinator's pending read, each group read whole (PoolStore.group) and laid out with atomicOrder, ` +
      `selectForForging, forgeBatch. PostgreSQL on ${new URL(DATABASE_URL).host}. ${ROUNDS} rounds.`
  )
  const forging = new Map<string, Array<ForgingRun>>()
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
    for (const storage of STORAGES) {
      const runs = await forgeThroughPool(order, storage, round)
      for (const [i, target] of order.entries()) {
        const key = `${storage}/${target.name}`
        forging.set(key, [...(forging.get(key) ?? []), runs[i]!])
        process.stderr.write(
          `round ${round + 1}/${ROUNDS} ${storage} ${target.label}: ${runs[i]!.batchesPerSecond.toFixed(2)} batches/s (${elapsed()})\n`
        )
      }
    }
  }
  console.log(`Load average after: ${loadLine()}; ${elapsed()} in all`)
  const all = [...forging.values()].flat()
  const roots = new Set(all.map((r) => r.stateRoot))
  console.log(
    roots.size === 1
      ? `Every run ended on the same state root (${[...roots][0]}); every account's stored nonce and balance were checked after each run.`
      : `THE RUNS ENDED ON ${roots.size} DIFFERENT STATE ROOTS: ${[...roots].join(", ")}`
  )
  const wrong = [...forging].flatMap(([key, runs]) =>
    runs.filter(
      (r) =>
        r.poolForged !== timed * TRANSACTIONS || r.groupsForgedWhole !== (key.endsWith("/groups") ? timed * GROUPS : 0)
    )
  )
  console.log(
    wrong.length === 0
      ? `After each run, all ${timed * TRANSACTIONS} pool transactions were found forged in their batch, laid in their ` +
          `order; in each run with groups, all ${timed * GROUPS} groups (${GROUPS} per batch) with both members forged ` +
          "in the same batch."
      : `${wrong.length} RUNS DID NOT FORGE WHAT THEY POOLED: ${JSON.stringify(wrong)}`
  )
  for (const storage of STORAGES) {
    const runsOf = (name: Target["name"]) => forging.get(`${storage}/${name}`) ?? []
    const byRound = (name: Target["name"]): ByRound => new Map(runsOf(name).map((r) => [r.round, r.batchesPerSecond]))
    console.log("")
    console.log(`## Forging from the pool on ${storage}: batches of ${TRANSACTIONS} transfers`)
    console.log("")
    console.log(
      markdownTable(
        ["batches", "batches/s (median)", "range", "tx/s (median)", "ms per batch p50", "p99"],
        targets.map((t) => {
          const rates = runsOf(t.name).map((r) => r.batchesPerSecond)
          return [
            t.label,
            medianOf(rates).toFixed(2),
            rangeOf(rates, 2),
            (medianOf(rates) * TRANSACTIONS).toFixed(0),
            medianOf(runsOf(t.name).map((r) => r.p50)).toFixed(1),
            medianOf(runsOf(t.name).map((r) => r.p99)).toFixed(1)
          ]
        })
      )
    )
    // compare(without, twin, with): the ratio is batches/s without over with, i.e. a batch's time with over without.
    const c = compare(byRound("current"), byRound("twin"), byRound("groups"))
    console.log("")
    console.log(
      markdownTable(
        ["", "with groups ÷ without", "A/A", "noise", "bound", "verdict"],
        [
          [
            "time per batch",
            c.ratio.toFixed(3),
            c.control.toFixed(3),
            `±${(c.noise * 100).toFixed(1)} %`,
            `≤ ${GROUPS_BOUND}`,
            boundVerdict(c.ratio, GROUPS_BOUND, c.noise)
          ]
        ]
      )
    )
  }
  console.log("")
  console.log(
    "Ratio: the median per round of the batches/s without groups over those with groups (a batch's time with groups " +
      "over without); A/A: without groups over its twin, its largest distance from 1 the noise."
  )
}

await (GROUPS === 0 ? main() : groupsMain())
