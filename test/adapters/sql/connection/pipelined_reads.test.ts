/** Reads pipelined on shared sessions answer what the same reads answer one at a time, on the embedded database and,
 * with DATABASE_URL, on a server. */
import { Effect, type Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { TxIdValue } from "../../../../core/domain/tx_id.ts"
import { AccountStore } from "../../../../core/ports/account_store.ts"
import { HistoryStore } from "../../../../core/ports/history_store.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import type { StoragePorts } from "../../../../core/ports/storage_ports.ts"
import { TokenStore } from "../../../../core/ports/token_store.ts"
import { block, buildFixture, DAI, ETH, idx, LAST_BLOCK, tok, USDT } from "../../../contract/fixture.ts"
import { DATABASE_URL, embeddedStorage, serverStorage } from "../test_databases.ts"
import { POSTGRES_SERVER, itWith } from "../../../real_parts.ts"

/** A JSON text of any value (bigints as strings, options and dates as their JSON). */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? `${v}n` : v))
}

/** The reads: each one's answer as JSON text. */
const reads: ReadonlyArray<Effect.Effect<string, never, StoragePorts>> = [
  ...[ETH, USDT, DAI, tok(99)].map((id) =>
    Effect.map(
      Effect.flatMap(TokenStore, (s) => s.get(id)),
      json
    )
  ),
  ...[256, 257, 258, 999].map((n) =>
    Effect.map(
      Effect.flatMap(AccountStore, (s) => s.get(idx(n))),
      json
    )
  ),
  ...[undefined, 1, 3, 5, 8].flatMap((fromItem) => [
    Effect.map(
      Effect.flatMap(HistoryStore, (s) => s.list({}, { fromItem, order: "ASC", limit: 3 })),
      json
    ),
    Effect.map(
      Effect.flatMap(HistoryStore, (s) => s.list({}, { fromItem, order: "DESC", limit: 2 })),
      json
    ),
    Effect.map(
      Effect.flatMap(HistoryStore, (s) =>
        s.list({ tokenId: ETH, accountIdx: idx(256) }, { fromItem, order: "ASC", limit: 2 })
      ),
      json
    )
  ]),
  Effect.map(
    Effect.flatMap(TokenStore, (s) =>
      s.list({ symbols: ["ETH", "DAI"] }, { fromItem: undefined, order: "ASC", limit: 5 })
    ),
    json
  ),
  Effect.map(
    Effect.flatMap(HistoryStore, (s) => s.get(TxIdValue.make("0x" + "00".repeat(33)))),
    json
  )
]

/** Every read, `copies` times over, all in flight at once, with a ledger call among them (a new block: nothing they read). */
function concurrently(copies: number) {
  const all = Array.from({ length: copies }, () => reads).flat()
  const write = Effect.flatMap(Ledger, (l) => l.recordBlock(block(LAST_BLOCK + 1)))
  return Effect.all([Effect.all(all, { concurrency: "unbounded" }), Effect.orDie(write)], {
    concurrency: "unbounded"
  }).pipe(Effect.map(([answers]) => answers))
}

/** Runs the comparison on `storage`. */
async function compare(storage: Layer.Layer<StoragePorts, unknown>) {
  const runtime = ManagedRuntime.make(storage)
  try {
    await runtime.runPromise(Effect.orDie(buildFixture))
    const alone: Array<string> = []
    for (const read of reads) alone.push(await runtime.runPromise(read))
    const copies = 8
    const together = await runtime.runPromise(concurrently(copies))
    expect(together).toEqual(Array.from({ length: copies }, () => alone).flat())
  } finally {
    await runtime.dispose()
  }
}

describe("pipelined reads", () => {
  it("embedded: reads in flight together answer what they answer one at a time", () => compare(embeddedStorage), 60_000)
  itWith(POSTGRES_SERVER)(
    "server: reads in flight together answer what they answer one at a time",
    () => compare(serverStorage(DATABASE_URL ?? "")),
    60_000
  )
})
