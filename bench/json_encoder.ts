/**
 * What writing a response body costs, in process, side by side in one run: the generic encoder
 * followed by `JSON.stringify` (what the renderers did before) against the JSON encoder compiled
 * from the same schemas (`adapters/http/json_encoder.ts`, what they do now), on the devnet's data
 * (memory storage seeded like `npm start`): a 20-item history page in each revision's view, a
 * token and an account. `npx tsx bench/json_encoder.ts`. Rounds alternate the two, and the median
 * of the rounds is printed with the ratio; both must produce the same text (checked first).
 *
 * A second table: the 20-item history page through the server's page renderer
 * (`adapters/http/view_render.ts`, items' texts remembered per item id, `item_text_memo.ts`)
 * against the page written whole by the compiled encoder (what the renderer did before), when
 * the items are the very objects rendered before (the memory storage hands them out again), when
 * they are equal objects read afresh (PostgreSQL decodes new rows: 16 copies of the page rotate),
 * when every item is new (the page under new item ids each call: a crawler) and when items come
 * back after more than the memo holds (500 copies of the page under other item ids, in turn). Every body is a response (`jsonResponse`) measured to its byte length
 * (which flattens a concatenated string, as the ETag and the socket write do).
 */
import { Effect, Layer, Schema } from "effect"
import { compiledEncoder, jsonEncoder } from "../adapters/http/json_encoder.ts"
import { jsonResponse } from "../adapters/http/respond.ts"
import { viewListPage } from "../adapters/http/view_render.ts"
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

/** The text of a rendered response's body. */
function bodyText(response: { readonly body: unknown }): string {
  const body = response.body
  if (typeof body !== "object" || body === null || !("text" in body) || typeof body.text !== "string") throw new Error("no text body")
  return body.text
}

{
  const revision: Revision = "later"
  const view = selectionsFor(revision).historyTransaction
  const compiled = compiledEncoder(view.schema)
  const project = view.project as (value: unknown) => unknown
  const page = history as Page<unknown>
  const copies = Array.from({ length: 16 }, () => ({ ...page, items: page.items.map((item) => structuredClone(item)) }))
  // One renderer (one memo) per row, as each endpoint of a server has its own.
  const renderer = () => viewListPage(revision, "transactions", view) as (value: Page<unknown>) => { readonly body: unknown }
  const [sameObjects, equalObjects, newItems, cycling] = [renderer(), renderer(), renderer(), renderer()]
  // The page under item ids never used before, a new copy per call.
  let next = 10_000_000
  const renumbered = () => ({ ...page, items: page.items.map((item) => ({ ...(item as object), itemId: next++ })) })
  // 500 copies of the page under distinct item ids: more than the memo's two generations hold, so every item is new to it.
  const unseen = Array.from({ length: 500 }, (_, n) => ({ ...page, items: page.items.map((item) => ({ ...(item as object), itemId: 1_000_000 + n * 20 + page.items.indexOf(item) })) }))
  let copy = 0
  let fresh = 0
  const rows: ReadonlyArray<readonly [string, () => string]> = [
    ["whole page, compiled encoder (before)", () => bodyText(jsonResponse(JSON.stringify({ transactions: page.items.map((item) => compiled(project(item) as never)), ...envelopeFields(revision, page) })))],
    ["remembered items, same objects (memory)", () => bodyText(sameObjects(page))],
    ["remembered items, equal fresh objects (PostgreSQL)", () => bodyText(equalObjects(copies[copy++ % copies.length]!))],
    ["items never seen before (a crawler)", () => bodyText(newItems(renumbered()))],
    ["(those pages written whole, compiled encoder)", () => {
      const other = renumbered()
      return bodyText(jsonResponse(JSON.stringify({ transactions: other.items.map((item) => compiled(project(item) as never)), ...envelopeFields(revision, other) })))
    }],
    ["items seen again after more than the memo holds", () => bodyText(cycling(unseen[fresh++ % unseen.length]!))],
    ["(those pages written whole, compiled encoder)", () => {
      const other = unseen[fresh++ % unseen.length]!
      return bodyText(jsonResponse(JSON.stringify({ transactions: other.items.map((item) => compiled(project(item) as never)), ...envelopeFields(revision, other) })))
    }]
  ]
  const expected = rows[0]![1]()
  for (const [name, f] of rows.slice(0, 3)) if (f() !== expected) throw new Error(`${name}: other text`)
  console.log("")
  console.log("| history page (later), 20 items | µs per page | × before |")
  console.log("|---|---:|---:|")
  const timings = rows.map(([name, f]) => {
    const measured: Array<number> = []
    for (let round = 0; round < ROUNDS; round++) measured.push(micros(() => String(Buffer.byteLength(f()))))
    return [name, median(measured)] as const
  })
  const before = timings[0]![1]
  for (const [name, us] of timings) console.log(`| ${name} | ${us.toFixed(1)} | ${(us / before).toFixed(2)} |`)
}
