/** `npm run bench:request-path`: what the request path costs in one process without a socket (router, decoding,
 * handler, edge, response), this tree against `BENCH_BASELINE` and an A/A twin. */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import {
  type BaselineTree,
  buildBaseline,
  type ByRound,
  compare,
  comparisonCells,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  rangeOf,
  ROOT
} from "./harness/mod.ts"

const ROUNDS = Number(process.env["REQUEST_PATH_ROUNDS"] ?? 3)
const BATCHES = Number(process.env["REQUEST_PATH_BATCHES"] ?? 6)
const REQUESTS = Number(process.env["REQUEST_PATH_REQUESTS"] ?? 100_000)
const WARMUP_BATCHES = 2
const BASELINE = process.env["BENCH_BASELINE"] ?? ""

const PATHS = {
  "single token": "/tokens/1",
  "history page (20 items)": "/transactions-history?limit=20&fromItem=1"
} as const
type Request = keyof typeof PATHS

/** A tree under test: this one, its A/A twin (the same tree, another process), or the baseline's. */
interface Target {
  readonly name: "current" | "twin" | "baseline"
  readonly dir: string
}

/** The time per request of `target` for `path` (microseconds): the median of its timed batches. */
function measure(target: Target, path: string): number {
  const loop = join(ROOT, "bench/request_path_loop.ts")
  const args = [
    "-c",
    "0",
    process.execPath,
    "--experimental-strip-types",
    "--no-warnings",
    loop,
    target.dir,
    path,
    String(BATCHES),
    String(REQUESTS)
  ]
  const result = spawnSync("taskset", args, { cwd: target.dir, encoding: "utf8", maxBuffer: 16 * 2 ** 20 })
  const line = result.stdout.trim().split("\n").at(-1) ?? ""
  if (result.status !== 0 || !line.startsWith("{"))
    throw new Error(`${target.name} ${path} failed: ${result.stdout}${result.stderr}`)
  const { micros, failed } = JSON.parse(line) as { micros: Array<number>; failed: number }
  if (failed > 0) throw new Error(`${target.name} ${path}: ${failed} requests not answered 200`)
  return medianOf(micros.slice(WARMUP_BATCHES))
}

/** The main run. */
function main(): void {
  const baseline: BaselineTree | undefined = BASELINE === "" ? undefined : buildBaseline(BASELINE)
  const targets: Array<Target> = [
    { name: "current", dir: ROOT },
    { name: "twin", dir: ROOT }
  ]
  if (baseline !== undefined) targets.push({ name: "baseline", dir: baseline.dir })
  console.log(`# The request path in one process (bench/request_path.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Each tree pinned to core 0, ${BATCHES} batches of ${REQUESTS} requests (${WARMUP_BATCHES} warm-up); ${ROUNDS} rounds, trees rotating.` +
      (baseline === undefined ? "" : ` Baseline: ${baseline.label}, built beside.`)
  )
  const micros = new Map<string, Map<number, number>>()
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
      for (const target of order) {
        for (const [request, path] of Object.entries(PATHS)) {
          const key = `${request}|${target.name}`
          if (!micros.has(key)) micros.set(key, new Map())
          micros.get(key)!.set(round, measure(target, path))
        }
        console.log(`round ${round + 1}/${ROUNDS} ${target.name} done`)
      }
    }
  } finally {
    baseline?.remove()
  }
  console.log(`Load average after: ${loadLine()}`)
  const byRound = (request: Request, name: Target["name"]): ByRound =>
    new Map(
      [...(micros.get(`${request}|${name}`) ?? new Map<number, number>())].map(([round, us]) => [round, 1e6 / us])
    )
  const rows = (Object.keys(PATHS) as Array<Request>).flatMap((request) =>
    targets.map((target) => {
      const values = [...(micros.get(`${request}|${target.name}`)?.values() ?? [])]
      return [request, target.name, medianOf(values).toFixed(2), rangeOf(values, 2)]
    })
  )
  console.log("")
  console.log(markdownTable(["request", "tree", "µs/request median", "range"], rows))
  if (baseline === undefined) return
  const verdicts = (Object.keys(PATHS) as Array<Request>).map((request) => [
    request,
    ...comparisonCells(compare(byRound(request, "current"), byRound(request, "twin"), byRound(request, "baseline")))
  ])
  console.log("")
  console.log(
    `Against ${baseline.label} (requests per second, median per-round ratio, this tree over the baseline; the A/A ratio is this tree over its twin, its largest distance from 1 the noise):`
  )
  console.log("")
  console.log(markdownTable(["request", "ratio to base", "A/A ratio", "noise", "verdict"], verdicts))
}

main()
