/** `npm run bench:webhooks`: webhook delivery latency, from an event's recorded time to a verified delivery, with 1,000
 * registered endpoints against 1 endpoint before and after (the A/A control). */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { makePromiseClient } from "../adapters/http/client/client.ts"
import { apiKeyDigest } from "../adapters/http/edge/client_identity.ts"
import { onServer, withDatabase } from "../test/adapters/sql/test_databases.ts"
import { startNode, type NodeProcess } from "../test/browser/node_process.ts"
import { ethAccount, transfer } from "../test/app/devnet_actions.ts"
import { type Receiver, startReceiver } from "../test/app/webhooks/receiver.ts"

// `--transfers` signed transfers per phase, `--endpoints` registered in the middle phase.
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(args[at + 1])
}
const TRANSFERS = option("transfers", 8)
const ENDPOINTS = option("endpoints", 1000)
const PG = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
const KEY = `zk_${"B".repeat(43)}`

/** The recorded time (ms since the epoch) of every event after `after`. */
function eventTimes(url: string, after: number): Promise<Map<number, number>> {
  return Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* PgClient.PgClient
      const rows = yield* sql.unsafe<{ id: string; ms: number }>(
        "SELECT id::text, extract(epoch FROM at) * 1000 AS ms FROM event WHERE id > $1",
        [after]
      )
      return new Map(rows.map((row) => [Number(row.id), Number(row.ms)]))
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })))
  )
}

/** The q-quantile of sorted values. */
function quantile(sorted: ReadonlyArray<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

async function api(node: NodeProcess, method: string, path: string, body?: unknown) {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-api-key": KEY },
    body: body === undefined ? null : JSON.stringify(body)
  })
  return (await response.json()) as any
}

/** One phase: `count` endpoints, `TRANSFERS` transfers; its latency samples (ms). */
async function phase(
  node: NodeProcess,
  db: string,
  receiver: Receiver,
  label: string,
  count: number
): Promise<Array<number>> {
  for (const hook of (await api(node, "GET", "/webhooks")).webhooks) await api(node, "DELETE", `/webhooks/${hook.id}`)
  let cursor = Number.POSITIVE_INFINITY
  for (let i = 0; i < count; i++) {
    const created = await api(node, "POST", "/webhooks", { url: receiver.url(`/${label}/${i}`) })
    receiver.expect(`/${label}/${i}`, created.secret)
    cursor = Math.min(cursor, created.cursor)
  }
  const start = receiver.received.length
  const client = makePromiseClient({ baseUrl: node.url, revision: "later" })
  const to = await ethAccount(client, 2)
  for (let i = 0; i < TRANSFERS; i++) {
    await transfer(client, 1, to)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  // Quiet: nothing new arrives for 3 s.
  let seen = -1
  while (seen !== receiver.received.length) {
    seen = receiver.received.length
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
  const times = await eventTimes(db, cursor)
  const samples = receiver.received
    .slice(start)
    .filter((r) => r.path.startsWith(`/${label}/`) && times.has(r.eventId))
    .map((r) => r.at - (times.get(r.eventId) ?? 0))
  if (receiver.rejected.length > 0)
    throw new Error(`deliveries not verified: ${receiver.rejected.slice(0, 3).join("; ")}`)
  return samples.sort((a, b) => a - b)
}

async function main() {
  const name = `zk_bench_webhooks_${Date.now().toString(36)}`
  await Effect.runPromise(onServer(PG, `CREATE DATABASE ${name}`))
  const db = withDatabase(PG, name)
  const node = await startNode(
    {
      STORAGE: "external",
      DATABASE_URL: db,
      FORGE_INTERVAL_SECONDS: "1",
      LOG_LEVEL: "warn",
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on",
      WEBHOOKS_MAX_PER_KEY: String(ENDPOINTS + 10),
      RATE_LIMIT: "off"
    },
    120_000
  )
  const receiver = await startReceiver()
  try {
    await Effect.runPromise(
      onServer(
        db,
        `INSERT INTO api_key (id, name, tier, digest, created_at) VALUES ('key_b', 'bench', 'partner', '${apiKeyDigest(KEY)}', now())`
      )
    )
    const rows: Array<[string, number, Array<number>]> = []
    rows.push(["baseline", 1, await phase(node, db, receiver, "base", 1)])
    rows.push(["many", ENDPOINTS, await phase(node, db, receiver, "many", ENDPOINTS)])
    rows.push(["A/A control", 1, await phase(node, db, receiver, "control", 1)])
    const [base] = rows
    const p = (samples: Array<number>, q: number) => quantile(samples, q)
    console.log(
      `webhooks: ${TRANSFERS} transfers per phase, forger every 1 s, PostgreSQL, ${new Date().toISOString().slice(0, 10)}`
    )
    console.log("| phase | endpoints | deliveries | p50 ms | p99 ms | max ms | p50 / baseline | p99 / baseline |")
    console.log("|---|---|---|---|---|---|---|---|")
    for (const [label, endpoints, samples] of rows) {
      const r = (q: number) => (p(samples, q) / p(base?.[2] ?? samples, q)).toFixed(2)
      console.log(
        `| ${label} | ${endpoints} | ${samples.length} | ${p(samples, 0.5).toFixed(0)} | ${p(samples, 0.99).toFixed(0)} | ${(samples.at(-1) ?? 0).toFixed(0)} | ${r(0.5)} | ${r(0.99)} |`
      )
    }
  } finally {
    await node.stop()
    await receiver.close()
    await Effect.runPromise(Effect.ignore(onServer(PG, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  }
}

await main()
