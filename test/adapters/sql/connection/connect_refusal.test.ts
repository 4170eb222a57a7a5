/** `isConnectRefusal`: a server refusing this client (password, role, database, TLS, certificate) is a refusal;
 * no listener, an unresolved host or a silent server is not. Server cases need DATABASE_URL. */
import { Effect, Redacted } from "effect"
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { createServer as createTcpServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { TLSSocket } from "node:tls"
import { SqlClient } from "effect/sql/SqlClient"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { afterAll, describe, expect, it } from "vitest"
import { isConnectRefusal } from "../../../../adapters/sql/connection/connect_refusal.ts"
import { isOutage } from "../../../../adapters/sql/connection/storage_failure.ts"
import { clientLayer } from "../../../../adapters/sql/sql_storage.ts"
import { freePort } from "../../../app/lifecycle/server_process.ts"
import { DATABASE_URL, withDatabase } from "../test_databases.ts"
import { OPENSSL, POSTGRES_SERVER, describeWith } from "../../../real_parts.ts"

/** The SQL failure of one statement on `url` (a pool of two, so the pool's own connecting is what fails). */
async function failureOn(url: string): Promise<SqlError> {
  const attempt = Effect.flatMap(Effect.service(SqlClient), (sql) => sql`SELECT 1`).pipe(
    Effect.provide(clientLayer({ url: Redacted.make(url), maxConnections: 2, connectTimeout: "2 seconds" })),
    Effect.flip
  )
  const error: unknown = await Effect.runPromise(Effect.scoped(attempt))
  if (!isSqlError(error)) throw new Error(`not a SqlError: ${String(error)}`)
  return error
}

const servers: Array<Server> = []
afterAll(() => {
  for (const server of servers) server.close()
})

/** A port where a server accepts connections and says nothing. */
async function silentPort(): Promise<number> {
  const server = createTcpServer(() => {})
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  return typeof address === "object" && address !== null ? address.port : 0
}

/** A port that accepts PostgreSQL's TLS request and then shows a self-signed certificate (made with openssl). */
async function selfSignedTlsPort(): Promise<number> {
  const directory = mkdtempSync(join(tmpdir(), "zk-tls-"))
  const key = join(directory, "key.pem")
  const cert = join(directory, "cert.pem")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=zk-test"
    ],
    { stdio: "ignore" }
  )
  const server = createTcpServer((socket) => {
    socket.once("data", () => {
      socket.write("S")
      const tls = new TLSSocket(socket, { isServer: true, key: readFileSync(key), cert: readFileSync(cert) })
      tls.on("error", () => socket.destroy())
    })
    socket.on("error", () => {})
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  return typeof address === "object" && address !== null ? address.port : 0
}

describe("a server out of reach is not a refusal", () => {
  it("nothing listening on the port", async () => {
    const error = await failureOn(`postgres://user:secret@127.0.0.1:${await freePort()}/db`)
    expect(isOutage(error)).toBe(true)
    expect(isConnectRefusal(error)).toBe(false)
  }, 30_000)

  it("a host that does not resolve", async () => {
    const error = await failureOn("postgres://user:secret@zk-no-such-host.invalid:5432/db")
    expect(isOutage(error)).toBe(true)
    expect(isConnectRefusal(error)).toBe(false)
  }, 30_000)

  it("a server that accepts and says nothing (the connect timeout)", async () => {
    const error = await failureOn(`postgres://user:secret@127.0.0.1:${await silentPort()}/db`)
    expect(isOutage(error)).toBe(true)
    expect(isConnectRefusal(error)).toBe(false)
  }, 30_000)
})

describeWith(OPENSSL)("a certificate that does not verify", () => {
  it("is a refusal", async () => {
    const error = await failureOn(`postgres://user:secret@127.0.0.1:${await selfSignedTlsPort()}/db?sslmode=require`)
    expect(isConnectRefusal(error)).toBe(true)
  }, 30_000)
})

describeWith(POSTGRES_SERVER)("a server that refuses", () => {
  const url = new URL(DATABASE_URL ?? "postgres://localhost/postgres")

  it("a wrong password", async () => {
    const wrong = new URL(url.href)
    wrong.password = "not-the-password"
    const error = await failureOn(wrong.href)
    expect(error.reason._tag).toBe("AuthenticationError")
    expect(isConnectRefusal(error)).toBe(true)
  }, 30_000)

  it("an unknown role", async () => {
    const unknown = new URL(url.href)
    unknown.username = `zk_no_role_${process.pid}`
    const error = await failureOn(unknown.href)
    expect(isConnectRefusal(error)).toBe(true)
  }, 30_000)

  it("a missing database", async () => {
    const error = await failureOn(withDatabase(url.href, `zk_no_database_${process.pid}`))
    expect(isConnectRefusal(error)).toBe(true)
  }, 30_000)

  it("TLS required of a server without it (or whose certificate does not verify)", async () => {
    const tls = new URL(url.href)
    tls.searchParams.set("sslmode", "require")
    const error = await failureOn(tls.href)
    expect(isConnectRefusal(error)).toBe(true)
  }, 30_000)
})
