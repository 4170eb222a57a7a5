/**
 * What writing a response body costs, in process, side by side in one run: the generic encoder
 * followed by `JSON.stringify` (what the renderers did before) against the JSON encoder compiled
 * from the same schemas (`adapters/http/json_encoder.ts`, what they do now), on the devnet's data
 * (memory storage seeded like `npm start`): a 20-item history page in each revision's view, a
 * token and an account. `npx tsx bench/json_encoder.ts`. Rounds alternate the two, and the median
 * of the rounds is printed with the ratio; both must produce the same text (checked first).
 */
import { Effect, Layer, Schema } from "effect"
import { compiledEncoder, jsonEncoder } from "../adapters/http/json_encoder.ts"
import { MemoryStorage } from "../adapters/memory/mod.ts"
import { appConfigLayer } from "../app/config.ts"
import { DevnetLive } from "../app/devnet/mod.ts"
import { NetworkSettingsLive } from "../app/network_settings.ts"
import { Account } from "../core/domain/account.ts"
import { Token } from "../core/domain/token.ts"
import type { Page } from "../core/pagination/page.ts"
import { AccountStore } from "../core/ports/account_store.ts"
import { HistoryStore } from "../core/ports/history_store.ts"
import { TokenStore } from "../core/ports/token_store.ts"
import { envelopeFields, type Revision } from "../core/revision/revision.ts"
import { selectionsFor } from "../core/revision/revision_schemas.ts"
import { machineLine } from "./bench_stats.ts"

/** Rounds and iterations per round. */
const ROUNDS = Number(process.env["JSON_BENCH_ROUNDS"] ?? 7)
const ITERATIONS = Number(process.env["JSON_BENCH_ITERATIONS"] ?? 2000)

/** The devnet's first history page, its first token and first account. */
const data = Effect.gen(function*() {
  const history = yield* (yield* HistoryStore).list({}, { fromItem: undefined, order: "ASC", limit: 20 })
  const tokens = yield* (yield* TokenStore).list({}, { fromItem: undefined, order: "ASC", limit: 1 })
  const accounts = yield* (yield* AccountStore).list({}, { fromItem: undefined, order: "ASC", limit: 1 })
  return { history, token: tokens.items[0]!, account: accounts.items[0]! }
}).pipe(
  Effect.provide(DevnetLive.pipe(
    Layer.provideMerge(MemoryStorage.layer),
    Layer.provide(NetworkSettingsLive),
    Layer.provideMerge(appConfigLayer())
  ))
)

/** µs per call of `f`, after a warm-up. */
function micros(f: () => string): number {
  for (let i = 0; i < ITERATIONS / 4; i++) f()
  const start = performance.now()
  for (let i = 0; i < ITERATIONS; i++) f()
  return ((performance.now() - start) * 1000) / ITERATIONS
}

/** The median of numbers. */
function median(values: ReadonlyArray<number>): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** A body written both ways: the generic and the compiled writer of the same value. */
interface Case {
  readonly name: string
  readonly generic: () => string
  readonly compiled: () => string
}

/** The history page of `revision`, both ways. */
function historyCase(revision: Revision, page: Page<unknown>): Case {
  const view = selectionsFor(revision).historyTransaction
  const encode = view.encoder({ disableChecks: true }) as (value: unknown) => unknown
  const compiled = compiledEncoder(view.schema)
  const project = view.project as (value: unknown) => unknown
  return {
    name: `history page, 20 items (${revision})`,
    generic: () => JSON.stringify({ transactions: page.items.map(encode), ...envelopeFields(revision, page) }),
    compiled: () => JSON.stringify({ transactions: page.items.map((item) => compiled(project(item) as never)), ...envelopeFields(revision, page) })
  }
}

/** One resource, both ways. */
function resourceCase<S extends Schema.Codec<unknown, unknown>>(name: string, schema: S, value: S["Type"]): Case {
  const encode = Schema.encodeSync(schema, { disableChecks: true })
  const write = jsonEncoder(schema)
  return { name, generic: () => JSON.stringify(encode(value)), compiled: () => write(value) }
}

const { account, history, token } = await Effect.runPromise(data)
const cases: ReadonlyArray<Case> = [
  historyCase("later", history as Page<unknown>),
  historyCase("earlier", history as Page<unknown>),
  resourceCase("token", Token as unknown as Schema.Codec<unknown, unknown>, token),
  resourceCase("account", Account as unknown as Schema.Codec<unknown, unknown>, account)
]
for (const c of cases) {
  if (c.generic() !== c.compiled()) throw new Error(`${c.name}: the compiled encoder wrote other text`)
}

console.log(`# Response body writing, generic vs compiled (bench/json_encoder.ts), ${new Date().toISOString()}`)
console.log("")
console.log(`Machine: ${machineLine()}; ${ROUNDS} rounds × ${ITERATIONS} iterations, alternating; median µs per body.`)
console.log("")
console.log("| body | bytes | generic µs | compiled µs | ratio |")
console.log("|---|---:|---:|---:|---:|")
for (const c of cases) {
  const generic: Array<number> = []
  const compiled: Array<number> = []
  for (let round = 0; round < ROUNDS; round++) {
    generic.push(micros(c.generic))
    compiled.push(micros(c.compiled))
  }
  const g = median(generic)
  const k = median(compiled)
  console.log(`| ${c.name} | ${Buffer.byteLength(c.compiled())} | ${g.toFixed(1)} | ${k.toFixed(1)} | ${(g / k).toFixed(2)}× |`)
}
