/**
 * What the stored wire text of history transactions and exits (`core/revision/history_text.ts`, `exit_text.ts`) costs the
 * ledger when it forges an item, and what it saves a read: over items read from the scale database
 * (`bench:scale:generate` first), CPU time per item of
 *   - write: deriving the stored parts (both revisions and the tag), what the ledger adds per forged item;
 *   - read, encoded: the later revision's text encoded from the fields and its SHA-256 digest, what a page paid per item
 *     not in the item memo (twice, in separate passes: the A/A control of the method's noise);
 *   - read, stored: the stored parts joined with the moving ones (token, finality, an exit's withdrawals), and the
 *     item's version.
 * Rounds rotate the order of the passes. `STORED_TEXT_ROWS` (100,000 of each kind), `STORED_TEXT_ROUNDS` (5).
 */
import { Effect, type Layer, ManagedRuntime, Redacted } from "effect"
import { hash } from "node:crypto"
import * as SqlStorage from "../adapters/sql/sql_storage.ts"
import type { Exit } from "../core/domain/exit.ts"
import type { HistoryTransaction } from "../core/domain/history_transaction.ts"
import { Token } from "../core/domain/token.ts"
import { jsonEncoder } from "../core/encoding/json_encoder.ts"
import { MAX_LIMIT } from "../core/pagination/page.ts"
import { ExitStore } from "../core/ports/exit_store.ts"
import { HistoryStore } from "../core/ports/history_store.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { exitTextOf, exitVersion, exitWireText, storedExitText } from "../core/revision/exit_text.ts"
import { historyTextOf, historyWireText, storedHistoryText } from "../core/revision/history_text.ts"
import { ExitViewOf, HistoryTransactionViewOf } from "../core/revision/revision_schemas.ts"
import type { DomainEncoder } from "../core/revision/wire_view.ts"
import { loadLine, machineLine, markdownTable, medianOf, rangeOf } from "./harness/stats.ts"
import { DEFAULT_SCALE_DATABASE_URL, ensureScaleCluster } from "./scale/cluster.ts"

const URL = process.env["SCALE_DATABASE_URL"] ?? DEFAULT_SCALE_DATABASE_URL
const ROWS = Number(process.env["STORED_TEXT_ROWS"] ?? 100_000)
const ROUNDS = Number(process.env["STORED_TEXT_ROUNDS"] ?? 5)

type Runtime = ManagedRuntime.ManagedRuntime<StoragePorts, unknown>

/** An item kind with stored text: how its items are read, and the passes over one item. */
interface Kind<A extends { readonly token: Token }> {
  readonly name: string
  readonly read: (runtime: Runtime) => Promise<ReadonlyArray<A>>
  readonly hasText: (item: A) => boolean
  readonly view: DomainEncoder<A>
  readonly derive: (item: A) => number
  readonly joinStored: (item: A, tokenText: { readonly text: string; readonly version: string }) => number
}

/** Up to `ROWS` transactions from the middle of the history, with their stored parts. */
async function readTransactions(runtime: Runtime): Promise<ReadonlyArray<HistoryTransaction>> {
  const out: Array<HistoryTransaction> = []
  let after = 5_000_000
  while (out.length < ROWS) {
    const chunk = await runtime.runPromise(Effect.flatMap(HistoryStore, (store) => store.listAfter({}, after, 4096)))
    if (chunk.length === 0) break
    out.push(...chunk)
    after = chunk[chunk.length - 1]!.itemId
  }
  return out.slice(0, ROWS)
}

/** Up to `ROWS` exits from the first, with their stored parts. */
async function readExits(runtime: Runtime): Promise<ReadonlyArray<Exit>> {
  const out: Array<Exit> = []
  let from: number | undefined
  while (out.length < ROWS) {
    const page = await runtime.runPromise(
      Effect.flatMap(ExitStore, (store) => store.list({}, { fromItem: from, order: "ASC", limit: MAX_LIMIT }))
    )
    out.push(...page.items)
    if (page.pendingItems === 0 || page.items.length === 0) break
    from = page.items[page.items.length - 1]!.itemId + 1
  }
  return out.slice(0, ROWS)
}

const HISTORY: Kind<HistoryTransaction> = {
  name: "history transaction",
  read: readTransactions,
  hasText: (tx) => storedHistoryText(tx) !== undefined,
  view: HistoryTransactionViewOf.later,
  derive: (tx) => historyTextOf(tx).tag.length,
  joinStored: (tx, token) => {
    const stored = storedHistoryText(tx)!
    return (
      historyWireText(stored, "later", token.text, tx.finality).length +
      `${stored.tag}${token.version}${tx.finality}`.length
    )
  }
}

const EXITS: Kind<Exit> = {
  name: "exit",
  read: readExits,
  hasText: (exit) => storedExitText(exit) !== undefined,
  view: ExitViewOf.later,
  derive: (exit) => exitTextOf(exit).tag.length,
  joinStored: (exit, token) => {
    const stored = storedExitText(exit)!
    return exitWireText(stored, "later", exit, token.text).length + exitVersion(stored, exit, token.version).length
  }
}

/** CPU µs per item of one pass over `items`. */
function timed<A>(pass: (item: A) => number, items: ReadonlyArray<A>): number {
  let sink = 0
  const start = process.cpuUsage()
  for (const item of items) sink += pass(item)
  const used = process.cpuUsage(start)
  if (sink === 0) throw new Error("nothing was written")
  return (used.user + used.system) / items.length
}

/** The passes of `kind`, each returning a value so the work cannot be dropped. */
function passesOf<A extends { readonly token: Token }>(
  kind: Kind<A>
): ReadonlyArray<readonly [string, (item: A) => number]> {
  const encode = jsonEncoder(kind.view.schema)
  const project = kind.view.project
  const tokenOf = jsonEncoder(Token)
  const encoded = (item: A) => hash("sha256", encode(project(item)), "base64url").length
  return [
    ["write: derive the stored parts", kind.derive],
    ["read, encoded from the fields + SHA-256 (A)", encoded],
    ["read, encoded from the fields + SHA-256 (A', A/A control)", encoded],
    [
      "read, stored parts joined with the moving ones",
      (item) => kind.joinStored(item, { text: tokenOf(item.token), version: String(item.token.id) })
    ]
  ]
}

/** Measures `kind` and prints its table. */
async function measure<A extends { readonly token: Token }>(kind: Kind<A>, runtime: Runtime): Promise<void> {
  const items = await kind.read(runtime)
  if (items.length === 0 || !items.every(kind.hasText))
    throw new Error(`${kind.name}s without stored text: regenerate the scale database`)
  const passes = passesOf(kind)
  for (const [, pass] of passes) timed(pass, items.slice(0, 5000))
  const results = passes.map(() => [] as Array<number>)
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < passes.length; k++) {
      const i = (k + round) % passes.length
      results[i]!.push(timed(passes[i]![1], items))
    }
  }
  console.log(`\n### ${kind.name}: ${items.length.toLocaleString("en")} items\n`)
  console.log(
    markdownTable(
      ["pass", `CPU µs per ${kind.name} (median)`, "range"],
      passes.map(([name], i) => [name, medianOf(results[i]!).toFixed(2), rangeOf(results[i]!, 2)])
    )
  )
  const encoded = medianOf(results[1]!)
  const control = medianOf(results[2]!)
  const stored = medianOf(results[3]!)
  console.log(`\nread encoded ÷ stored: ${(encoded / stored).toFixed(1)}× (A/A: ${(control / encoded).toFixed(2)})`)
}

async function main(): Promise<void> {
  ensureScaleCluster(URL)
  const before = loadLine()
  const runtime: Runtime = ManagedRuntime.make(
    SqlStorage.layer({ connection: { url: Redacted.make(URL), maxConnections: 2 } }) as Layer.Layer<
      StoragePorts,
      unknown
    >
  )
  try {
    console.log(`## Stored text: ${ROUNDS} rounds (${new Date().toISOString()})`)
    console.log(`${machineLine()}; ${before}`)
    await measure(HISTORY, runtime)
    await measure(EXITS, runtime)
  } finally {
    await runtime.dispose()
  }
}

await main()
