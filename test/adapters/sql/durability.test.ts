/** Durability: an acknowledged write is seen by new connections and survives a restart and a SIGKILL right after the
 * acknowledgement; the data directory is locked against a second opener. */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { txIdBytes } from "../../../adapters/sql/rows/codecs.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { storageLayer } from "../../../app/storage.ts"
import { FIRST_PAGE } from "../../../core/pagination/page.ts"
import { BatchStore } from "../../../core/ports/batch_store.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { buildFixture } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase, sqlStorage } from "./test_databases.ts"
import { POSTGRES_SERVER, itWith } from "../../real_parts.ts"

/** Whether a new connection (its own pool) sees the pool transaction `id`. */
function seenByNewConnection(connection: PgClient.PgPoolConfig, id: Uint8Array): Promise<boolean> {
  return Effect.runPromise(
    Effect.gen(function* () {
      const sql: SqlClient = yield* PgClient.PgClient
      const rows = yield* sql.unsafe("SELECT 1 FROM pool_tx WHERE id = $1", [id])
      return rows.length === 1
    }).pipe(Effect.provide(PgClient.layer(connection)))
  )
}

/** Adds a pool transfer through the ports and checks a new connection sees it. */
async function addThenSee(connection: PgClient.PgPoolConfig): Promise<void> {
  const runtime = ManagedRuntime.make(sqlStorage({ connection }))
  try {
    await runtime.runPromise(Effect.orDie(buildFixture))
    const transfer = poolTransfer({ from: 256, to: 257, nonce: 42 })
    expect(await runtime.runPromise(Effect.flatMap(PoolStore, (p) => p.add(transfer)))).toEqual({ _tag: "Added" })
    expect(await seenByNewConnection(connection, txIdBytes(transfer.id))).toBe(true)
  } finally {
    await runtime.dispose()
  }
}

/** A temporary data directory, removed afterwards. */
async function withDataDir(f: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "zk-data-"))
  try {
    await f(join(dir, "data"))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("durability", () => {
  it("embedded: an acknowledged pool add is seen by a new connection", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const server = yield* freshEmbedded
          yield* Effect.promise(() => addThenSee(server.connection))
        })
      )
    )
  }, 60_000)

  itWith(POSTGRES_SERVER)(
    "server: an acknowledged pool add is seen by a new connection",
    async () => {
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const url = yield* freshServerDatabase(DATABASE_URL ?? "")
            yield* Effect.promise(() => addThenSee({ url: Redacted.make(url), maxConnections: 4 }))
          })
        )
      )
    },
    60_000
  )

  it("embedded: the data directory keeps everything across a restart and is locked while open", async () => {
    await withDataDir(async (dataDir) => {
      const transfer = poolTransfer({ from: 256, to: 257, nonce: 42 })
      const first = ManagedRuntime.make(
        Layer.fresh(storageLayer({ kind: "embedded", dataDir }).pipe(Layer.provide(PoseidonCrypto.layer)))
      )
      await first.runPromise(Effect.orDie(buildFixture))
      await first.runPromise(Effect.flatMap(PoolStore, (p) => p.add(transfer)))
      const second = ManagedRuntime.make(
        Layer.fresh(storageLayer({ kind: "embedded", dataDir }).pipe(Layer.provide(PoseidonCrypto.layer)))
      )
      const refused = await second.runPromiseExit(Effect.flatMap(PoolStore, (p) => p.get(transfer.id)))
      expect(refused._tag, "a second opener is refused while the first holds the directory").toBe("Failure")
      expect(String(refused)).toMatch(/in use/)
      await second.dispose()
      await first.dispose()
      const reopened = ManagedRuntime.make(
        Layer.fresh(storageLayer({ kind: "embedded", dataDir }).pipe(Layer.provide(PoseidonCrypto.layer)))
      )
      try {
        const batches = await reopened.runPromise(Effect.flatMap(BatchStore, (b) => b.list({}, FIRST_PAGE)))
        expect(batches.items.map((b) => b.batchNum)).toEqual([1, 2, 3])
        expect(Option.isSome(await reopened.runPromise(Effect.flatMap(PoolStore, (p) => p.get(transfer.id))))).toBe(
          true
        )
      } finally {
        await reopened.dispose()
      }
    })
  }, 120_000)

  it("embedded: acknowledged writes survive the process being killed (SIGKILL) right after", async () => {
    await withDataDir(async (dataDir) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "crash_writer.ts"), dataDir],
        {
          stdio: ["ignore", "pipe", "pipe"]
        }
      )
      let acked = -1
      let output = ""
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          for (const match of output.matchAll(/acked (\d+)/g)) acked = Math.max(acked, Number(match[1]))
          if (acked >= 5 && child.exitCode === null) child.kill("SIGKILL")
        })
        child.stderr.on("data", (chunk: Buffer) => {
          output += chunk.toString()
        })
        child.on("exit", () => (acked >= 5 ? resolve() : reject(new Error(`the writer stopped early:\n${output}`))))
      })
      const reopened = ManagedRuntime.make(
        Layer.fresh(storageLayer({ kind: "embedded", dataDir }).pipe(Layer.provide(PoseidonCrypto.layer)))
      )
      try {
        const pool = await reopened.runPromise(PoolStore)
        for (let nonce = 0; nonce <= acked; nonce++) {
          const found = await reopened.runPromise(pool.get(poolTransfer({ from: 256, to: 257, nonce: 100 + nonce }).id))
          expect(Option.isSome(found), `acknowledged add ${nonce} is stored`).toBe(true)
        }
        const batches = await reopened.runPromise(Effect.flatMap(BatchStore, (b) => b.list({}, FIRST_PAGE)))
        expect(batches.totalItems).toBe(3)
      } finally {
        await reopened.dispose()
      }
    })
  }, 120_000)
})
