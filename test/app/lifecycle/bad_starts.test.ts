/** Starts that cannot succeed exit 1 at once, one line per reason (JSON or pretty): bad variables, a DATABASE_URL that
 * is not a URL; with DATABASE_URL a missing database, wrong password, unknown role, refused TLS (password redacted). */
import { afterAll, describe, expect, it } from "vitest"
import { DATABASE_URL, withDatabase } from "../../adapters/sql/test_databases.ts"
import { freePort, killAll, startServer } from "./server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

afterAll(killAll)

/** The output lines and exit code of a start with `environment`. */
async function failedStart(
  environment: Readonly<Record<string, string>>
): Promise<{ readonly lines: ReadonlyArray<string>; readonly code: number | null }> {
  const server = startServer(await freePort(), environment)
  const exited = await server.exited
  return {
    lines: server
      .output()
      .split("\n")
      .filter((line) => line !== ""),
    code: exited.code
  }
}

/** The `msg` of each JSON line at level fatal (60), failing on any line that is not pino's JSON. */
function fatalMessages(lines: ReadonlyArray<string>): ReadonlyArray<string> {
  const messages: Array<string> = []
  for (const line of lines) {
    const parsed: Record<string, unknown> = JSON.parse(line)
    expect(typeof parsed["time"]).toBe("number")
    expect(parsed["pid"]).toEqual(expect.any(Number))
    if (parsed["level"] === 60) messages.push(String(parsed["msg"]))
  }
  return messages
}

describe("a start with bad variables", () => {
  it("names every bad variable, its value and the rule, one JSON line each, and exits 1", async () => {
    const { code, lines } = await failedStart({ PORT: "abc", CHAIN_ID: "70000", LOG_LEVEL: "loud", STORAGE: "memory" })
    expect(code).toBe(1)
    expect(lines).toHaveLength(3)
    expect(fatalMessages(lines)).toEqual([
      'PORT="abc": an integer 1–65535',
      'CHAIN_ID="70000": an integer 0–65535',
      'LOG_LEVEL="loud": trace, debug, info, warn, error, fatal or none'
    ])
  }, 60_000)

  it("says a DATABASE_URL that is not a URL in one line, its password redacted", async () => {
    const { code, lines } = await failedStart({ DATABASE_URL: "not a url" })
    expect(code).toBe(1)
    expect(fatalMessages(lines)).toEqual([
      'DATABASE_URL="not a url": a PostgreSQL URL, postgres://user:password@host:port/database'
    ])
    const secret = await failedStart({ DATABASE_URL: "mysql://me:hunter2@db/x" })
    expect(secret.lines.join("\n")).not.toContain("hunter2")
    expect(fatalMessages(secret.lines)[0]).toContain("me:***@db")
  }, 60_000)

  it("writes a readable line in pretty mode", async () => {
    const { code, lines } = await failedStart({ PORT: "abc", LOG_FORMAT: "pretty" })
    expect(code).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} FATAL PORT="abc": an integer 1–65535$/u)
  }, 60_000)

  it("reports a bad WEB_CONCURRENCY with the other bad variables before any worker starts", async () => {
    const { code, lines } = await failedStart({ WEB_CONCURRENCY: "many", PORT: "abc" })
    expect(code).toBe(1)
    expect(fatalMessages(lines)).toEqual([
      'PORT="abc": an integer 1–65535',
      'WEB_CONCURRENCY="many": an integer 1–64, or auto'
    ])
  }, 60_000)
})

describeWith(POSTGRES_SERVER)("a start on a database that does not exist", () => {
  it("says PostgreSQL's reason and the URL (password redacted) in one line, and exits 1", async () => {
    const missing = `zk_missing_${process.pid}`
    const url = withDatabase(DATABASE_URL ?? "", missing)
    const { code, lines } = await failedStart({ DATABASE_URL: url, DEVNET: "false" })
    expect(code).toBe(1)
    const messages = fatalMessages(lines)
    expect(messages).toHaveLength(1)
    const shown = url.replace(/(\/\/[^:/@]*:)[^@]*@/u, "$1***@")
    expect(messages[0]).toBe(`database "${missing}" does not exist (DATABASE_URL ${shown})`)
  }, 90_000)
})

describeWith(POSTGRES_SERVER)("a start the database server refuses", () => {
  const url = new URL(DATABASE_URL ?? "postgres://localhost/postgres")

  /** A failed start on `databaseUrl`: its one fatal line, after no wait (no retry logged, exit within seconds). */
  async function refusedAtOnce(databaseUrl: string): Promise<string> {
    const started = performance.now()
    const { code, lines } = await failedStart({ DATABASE_URL: databaseUrl, DEVNET: "false" })
    expect(code).toBe(1)
    expect(performance.now() - started).toBeLessThan(15_000)
    expect(lines.join("\n")).not.toContain("unreachable")
    const messages = fatalMessages(lines)
    expect(messages).toHaveLength(1)
    return messages[0] ?? ""
  }

  it("a wrong password: one line naming the authentication, the password redacted", async () => {
    const wrong = new URL(url.href)
    wrong.password = "not-the-password"
    const message = await refusedAtOnce(wrong.href)
    expect(message).toMatch(/password authentication failed for user/u)
    expect(message).toContain(`DATABASE_URL postgres://${wrong.username}:***@${wrong.host}`)
    expect(message).not.toContain("not-the-password")
  }, 60_000)

  it("an unknown role", async () => {
    const unknown = new URL(url.href)
    unknown.username = `zk_no_role_${process.pid}`
    expect(await refusedAtOnce(unknown.href)).toContain(`zk_no_role_${process.pid}`)
  }, 60_000)

  it("TLS required (sslmode=require) of a server without it: one line naming TLS", async () => {
    const tls = new URL(url.href)
    tls.searchParams.set("sslmode", "require")
    // The local server may offer TLS (then its certificate, self-signed, does not verify) or not.
    expect(await refusedAtOnce(tls.href)).toMatch(/TLS|certificate/iu)
  }, 60_000)
})
