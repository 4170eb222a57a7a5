/** A node started before its database (needs DATABASE_URL): 503 `ErrStarting`, what it waits for logged once, served once the
 * database appears; `all`/`writer` migrate, `reader` waits for a writer's schema. */
import { Effect } from "effect"
import { connect, createServer, type Server } from "node:net"
import { afterAll, expect, it } from "vitest"
import { DATABASE_URL, onServer, withDatabase } from "../../adapters/sql/test_databases.ts"
import { freePort, killAll, type ServerProcess, startServer, terminate, waitForStatus } from "./server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

/** A TCP relay from `port` to PostgreSQL at `target`, opened now. */
function relay(port: number, target: URL): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || "5432"), target.hostname)
    client.pipe(upstream).pipe(client)
    client.on("error", () => upstream.destroy())
    upstream.on("error", () => client.destroy())
  })
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}

/** The `msg` of every JSON line a node wrote. */
function messages(server: ServerProcess): ReadonlyArray<string> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => String(JSON.parse(line)["msg"]))
}

describeWith(POSTGRES_SERVER)("a node started before its database", () => {
  const url = new URL(DATABASE_URL ?? "postgres://localhost/postgres")
  const names = [`zk_wait_${process.pid}_a`, `zk_wait_${process.pid}_b`]
  const relays: Array<Server> = []
  afterAll(async () => {
    killAll()
    for (const server of relays) server.close()
    for (const name of names)
      await Effect.runPromise(Effect.ignore(onServer(url.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  /** The environment of a node on database `name` through the relay port `port`. */
  async function waitingOn(name: string, port: number): Promise<Record<string, string>> {
    await Effect.runPromise(onServer(url.href, `CREATE DATABASE ${name}`))
    const through = new URL(withDatabase(url.href, name))
    through.hostname = "127.0.0.1"
    through.port = String(port)
    return { DATABASE_URL: through.href, DEVNET: "false" }
  }

  it.each([
    ["all", names[0] ?? ""],
    ["writer and reader", names[1] ?? ""]
  ])(
    "ROLE=%s: waits, says once what it waits for, then serves",
    async (roles, name) => {
      const dbPort = await freePort()
      const environment = await waitingOn(name, dbPort)
      const nodes =
        roles === "all"
          ? [startServer(await freePort(), { ...environment, ROLE: "all" })]
          : [
              startServer(await freePort(), { ...environment, ROLE: "writer" }),
              startServer(await freePort(), { ...environment, ROLE: "reader" })
            ]
      for (const node of nodes) await waitForStatus(node.port, "/health", 503, 30_000)
      await new Promise((resolve) => setTimeout(resolve, 3_500))
      const waited = performance.now()
      relays.push(await relay(dbPort, url))
      for (const node of nodes) {
        await waitForStatus(node.port, "/health", 200, 60_000)
        // What it waits for said once (not once per retry, layer or connection of the pool), then how long it has
        // waited every 10 s at most.
        expect(messages(node).filter((msg) => msg.includes("unreachable"))).toHaveLength(1)
        const waiting = messages(node).filter((msg) => msg.includes("still waiting for the database"))
        expect(waiting.length).toBeLessThanOrEqual(Math.ceil((performance.now() - node.startedAt) / 10_000))
        expect(messages(node)).toContain("ready")
      }
      expect(performance.now() - waited).toBeLessThan(60_000)
      for (const node of nodes) expect((await terminate(node)).code).toBe(0)
    },
    150_000
  )
})
