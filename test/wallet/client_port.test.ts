/** `npm run send` without `--url` talks to localhost on the environment's `PORT` (4010 when unset), like the node it
 * follows; `--url` still wins, and a `PORT` that is not a port is a usage error. */
import { execFile } from "node:child_process"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Result } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Invocation, parseInvocation } from "../../wallet/arguments.ts"
import { runSend } from "../../wallet/send_command.ts"
import { ROOT } from "../app/lifecycle/server_process.ts"

/** The node URL `argv` resolves to in an environment with `port` as `PORT`. */
function urlOf(argv: ReadonlyArray<string>, port: string | undefined): string {
  const parsed: Result.Result<Invocation, string> = parseInvocation(argv, { PORT: port })
  if (Result.isFailure(parsed)) throw new Error(parsed.failure)
  if (parsed.success._tag === "Help") throw new Error("expected a request")
  return parsed.success._tag === "Swap" ? parsed.success.request.give.url : parsed.success.request.url
}

const TRANSFER = ["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1.5"]
const BALANCE = ["balance", "--account", "zk:ETH:256"]

describe("the node's URL without --url", () => {
  it("is localhost on PORT, for a send and for a balance", () => {
    expect(urlOf(TRANSFER, "8080")).toBe("http://localhost:8080")
    expect(urlOf(BALANCE, "8080")).toBe("http://localhost:8080")
  })

  it("is localhost:4010 when PORT is unset or empty", () => {
    expect(urlOf(TRANSFER, undefined)).toBe("http://localhost:4010")
    expect(urlOf(BALANCE, "")).toBe("http://localhost:4010")
  })

  it("--url wins over PORT", () => {
    expect(urlOf([...TRANSFER, "--url", "http://node.test:9000/"], "8080")).toBe("http://node.test:9000")
    expect(urlOf([...BALANCE, "--url", "http://node.test"], "8080")).toBe("http://node.test")
  })

  it("a PORT that is not a port is a usage error (status 2) unless --url is given, and asks nothing of a node", async () => {
    for (const port of ["abc", "0", "65536", "80.5"]) {
      const err: Array<string> = []
      const status = await Effect.runPromise(
        runSend(TRANSFER, {
          variables: { PORT: port },
          fetch: () => Promise.reject(new Error("the node must not be asked")),
          print: () => {},
          printError: (line) => err.push(line)
        })
      )
      expect(status, port).toBe(2)
      expect(err[0]).toBe(
        `error: PORT="${port}" is not a port (an integer 1–65535): set it to the node's port, or give --url`
      )
      expect(urlOf([...TRANSFER, "--url", "http://node.test"], port)).toBe("http://node.test")
    }
  })
})

describe("the command (wallet/main.ts) in a process", () => {
  /** A stand-in node on a free port: answers every request 404 with the error body, and records its path. */
  let server: Server
  const asked: Array<string> = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? "")
      response.writeHead(404, { "content-type": "application/json" })
      response.end(JSON.stringify({ message: "not here", code: 4, type: "ErrNotFound" }))
    })
    await new Promise<void>((resolve) => server.listen(0, resolve))
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("asks the node on the environment's PORT", async () => {
    const port = (server.address() as AddressInfo).port
    const ran = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", "wallet/main.ts", ...BALANCE],
        {
          cwd: ROOT,
          env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", PORT: String(port) },
          timeout: 30_000
        },
        (error, _stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stderr })
      )
    })
    expect(ran.stderr).not.toContain("cannot reach")
    expect(ran.stderr).toContain("answered 404")
    expect(ran.code).toBe(1)
    expect(asked.length).toBeGreaterThan(0)
    expect(asked[0]).toMatch(/^\//u)
  }, 30_000)
})
