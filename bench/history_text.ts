/**
 * What the stored wire text of history transactions (`core/revision/history_text.ts`) costs the ledger when it forges a
 * transaction, and what it saves a read: over transactions read from the scale database (`bench:scale:generate` first),
 * CPU time per transaction of
 *   - write: deriving the stored parts (both revisions and the tag), what the ledger adds per forged transaction;
 *   - read, encoded: the later revision's text encoded from the fields and its SHA-256 digest, what a page paid per item
 *     not in the item memo (twice, in separate passes: the A/A control of the method's noise);
 *   - read, stored: the stored parts joined with the token's text and the finality, and the item's version.
 * Rounds rotate the order of the passes. `HISTORY_TEXT_ROWS` (100,000), `HISTORY_TEXT_ROUNDS` (5).
 */
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { hash } from "node:crypto"
import * as SqlStorage from "../adapters/sql/sql_storage.ts"
import type { HistoryTransaction } from "../core/domain/history_transaction.ts"
import { Token } from "../core/domain/token.ts"
import { jsonEncoder } from "../core/encoding/json_encoder.ts"
import { HistoryStore } from "../core/ports/history_store.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { historyTextOf, historyWireText, storedHistoryText } from "../core/revision/history_text.ts"
import { HistoryTransactionViewOf } from "../core/revision/revision_schemas.ts"
import { loadLine, machineLine, markdownTable, medianOf, rangeOf } from "./harness/stats.ts"

const URL = process.env["SCALE_DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/zk_scale"
const ROWS = Number(process.env["HISTORY_TEXT_ROWS"] ?? 100_000)
const ROUNDS = Number(process.env["HISTORY_TEXT_ROUNDS"] ?? 5)

/** Reads `ROWS` transactions from the middle of the history, with their stored parts. */
async function readTransactions(): Promise<ReadonlyArray<HistoryTransaction>> {
  const runtime = ManagedRuntime.make(
    SqlStorage.layer({ connection: { url: Redacted.make(URL), maxConnections: 2 } }) as Layer.Layer<StoragePorts, unknown>
  )
  try {
    const out: Array<HistoryTransaction> = []
    let after = 5_000_000
    while (out.length < ROWS) {
      const chunk = await runtime.runPromise(Effect.flatMap(HistoryStore, (store) => store.listAfter({}, after, 4096)))
      if (chunk.length === 0) break
      out.push(...chunk)
      after = chunk[chunk.length - 1]!.itemId
    }
    return out.slice(0, ROWS)
  } finally {
    await runtime.dispose()
  }
}

const view = HistoryTransactionViewOf.later
const encode = jsonEncoder(view.schema)
const token = jsonEncoder(Token)

/** The passes, each returning a value so the work cannot be dropped. */
const PASSES: ReadonlyArray<readonly [string, (tx: HistoryTransaction) => number]> = [
  ["write: derive the stored parts", (tx) => historyTextOf(tx).tag.length],
  ["read, encoded from the fields + SHA-256 (A)", (tx) => hash("sha256", encode(view.project(tx)), "base64url").length],
  ["read, encoded from the fields + SHA-256 (A', A/A control)", (tx) => hash("sha256", encode(view.project(tx)), "base64url").length],
  ["read, stored parts joined with token and finality", (tx) => {
    const stored = storedHistoryText(tx)!
    const tokenText = token(tx.token)
    return historyWireText(stored, "later", tokenText, tx.finality).length + `${stored.tag}${tx.finality}`.length
  }]
]

/** CPU µs per transaction of one pass over `txs`. */
function timed(pass: (tx: HistoryTransaction) => number, txs: ReadonlyArray<HistoryTransaction>): number {
  let sink = 0
  const start = process.cpuUsage()
  for (const tx of txs) sink += pass(tx)
  const used = process.cpuUsage(start)
  if (sink === 0) throw new Error("nothing was written")
  return (used.user + used.system) / txs.length
}

async function main(): Promise<void> {
  const before = loadLine()
  const txs = await readTransactions()
  if (txs.some((tx) => storedHistoryText(tx) === undefined)) throw new Error("rows without stored text: regenerate the scale database")
  for (const [, pass] of PASSES) timed(pass, txs.slice(0, 5000))
  const results = PASSES.map(() => [] as Array<number>)
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < PASSES.length; k++) {
      const i = (k + round) % PASSES.length
      results[i]!.push(timed(PASSES[i]![1], txs))
    }
  }
  console.log(`## History text: ${txs.length.toLocaleString("en")} transactions, ${ROUNDS} rounds (${new Date().toISOString()})`)
  console.log(`${machineLine()}; ${before}\n`)
  console.log(markdownTable(
    ["pass", "CPU µs per transaction (median)", "range"],
    PASSES.map(([name], i) => [name, medianOf(results[i]!).toFixed(2), rangeOf(results[i]!, 2)])
  ))
  const encoded = medianOf(results[1]!)
  const control = medianOf(results[2]!)
  const stored = medianOf(results[3]!)
  console.log(`\nread encoded ÷ stored: ${(encoded / stored).toFixed(1)}× (A/A: ${(control / encoded).toFixed(2)})`)
}

await main()
