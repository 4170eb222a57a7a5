/** Rate limits shared through PostgreSQL by a writer and a reader process (needs DATABASE_URL): headers count down
 * across both, a 429 from either, a command-made key's tier on both, its revocation a 401 on both. */
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { runKeysCommand } from "../../app/keys/command.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { isErrorBody, sendTo, type TestResponse } from "../adapters/http/web_client.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

/** `r` of a `RateLimit` header, with its tier. */
function remaining(response: TestResponse): { readonly tier: string; readonly r: number } {
  const value = response.headers.get("ratelimit") ?? ""
  const match = /^"([a-z]+)";r=(\d+);t=(\d+)$/u.exec(value)
  if (match === null) throw new Error(`no RateLimit header (status ${response.status}): ${value}`)
  return { tier: match[1]!, r: Number(match[2]) }
}

/** Runs the key command on `env`; its exit code and output. */
async function keys(argv: ReadonlyArray<string>, env: Record<string, string>) {
  const out: Array<string> = []
  const err: Array<string> = []
  const code = await runKeysCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { env })
  return { code, out: out.join("\n"), err: err.join("\n") }
}

describeWith(POSTGRES_SERVER)("rate limits shared by two processes on one PostgreSQL server", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_rate_limits_${process.pid}_${Date.now().toString(36)}`
  const nodes: Array<NodeProcess> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("one budget for both; keys and revocations seen by both", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const database = withDatabase(url, name)
    const env = {
      STORAGE: "external",
      DATABASE_URL: database,
      DEVNET: "false",
      RATE_LIMIT: "on",
      RATE_LIMIT_TIERS: "anonymous:30/300s,partner:50/300s",
      API_KEY_CACHE_SECONDS: "1",
      // A request may name another client in X-Forwarded-For (the test's requests come from loopback).
      TRUST_PROXY: "loopback"
    }
    const writer = await startNode(env, 90_000)
    nodes.push(writer)
    const reader = await startNode({ ...env, ROLE: "reader" }, 90_000)
    nodes.push(reader)

    // Counting down across both processes, each request by its cost.
    const first = await sendTo(writer.url, "/config")
    expect(first.headers.get("ratelimit-policy")).toBe('"anonymous";q=30;w=300')
    const start = remaining(first).r
    expect(remaining(await sendTo(reader.url, "/config")).r).toBe(start - 1)
    expect(remaining(await sendTo(writer.url, "/batches?limit=100")).r).toBe(start - 6)
    expect(remaining(await sendTo(reader.url, "/batches?limit=40")).r).toBe(start - 8)

    // Over the budget: a 429 from either, with the error shape and Retry-After.
    let last: TestResponse | undefined
    for (let i = 0; i < 40 && last?.status !== 429; i++)
      last = await sendTo(i % 2 === 0 ? writer.url : reader.url, "/config")
    expect(last?.status).toBe(429)
    for (const node of [writer, reader]) {
      const refused = await sendTo(node.url, "/config")
      expect(refused.status).toBe(429)
      expect(isErrorBody(refused.body)).toBe(true)
      expect(refused.body).toMatchObject({ code: 39, type: "ErrTooManyRequests" })
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
      expect(remaining(refused).r).toBe(0)
    }

    // A key of the partner tier, made by the command: its own budget, shared by both.
    const created = await keys(["create", "--name", "acme", "--tier", "partner", "--json"], env)
    expect(created.code).toBe(0)
    const key = (JSON.parse(created.out) as { key: string }).key
    const keyed = await sendTo(writer.url, "/config", { headers: { "x-api-key": key } })
    expect(keyed.status).toBe(200)
    expect(keyed.headers.get("ratelimit-policy")).toBe('"partner";q=50;w=300')
    expect(remaining(keyed).r).toBe(49)
    expect(remaining(await sendTo(reader.url, "/config", { headers: { authorization: `Bearer ${key}` } })).r).toBe(48)

    // Revoked by the command: refused by both within the key cache's time (sent from another address: a refused key
    // is charged to its address's budget, which this test spent above from loopback).
    expect((await keys(["revoke", "acme"], env)).code).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    for (const node of [writer, reader]) {
      const refused = await sendTo(node.url, "/config", {
        headers: { "x-api-key": key, "x-forwarded-for": "203.0.113.9" }
      })
      expect(refused.status).toBe(401)
      expect(isErrorBody(refused.body)).toBe(true)
      expect(refused.body).toMatchObject({ code: 41, type: "ErrInvalidApiKey" })
    }
    const listed = await keys(["list", "--json"], env)
    expect(JSON.parse(listed.out)).toMatchObject([{ name: "acme", tier: "partner", revokedAt: expect.any(String) }])
  }, 240_000)
})
