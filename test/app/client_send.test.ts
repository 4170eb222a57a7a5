/**
 * End to end: the `send` command against the node over the devnet — resolve, sign, POST to
 * `/transactions-pool` over HTTP (the in-process web handler, and once over a real socket with
 * the global `fetch`), the transaction `pend`, a forger step, then `fged` and in
 * `/transactions-history` with the right balances and nonces; discarded transactions end `invl`;
 * the node's 400s and an unreachable node come out as clear errors.
 */
import { Duration, Effect, Exit, Fiber, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { forgeStep } from "../../app/devnet/forger.ts"
import { forgerLoop } from "../../app/devnet/forger_live.ts"
import { devnetWallet } from "../../app/devnet/wallets.ts"
import { runSend, type SendEnvironment } from "../../app/client/send_command.ts"
import { serverLayer, webHandler } from "../../app/server.ts"
import { seededDevnet } from "./forger_fixture.ts"

/** A storage built once, shared by the web handler and the forger. */
let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof seededDevnet>>>
let web: ReturnType<typeof webHandler>

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  web = webHandler(services)
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs an effect over the shared storage. */
function run<A, E>(effect: Effect.Effect<A, E, Layer.Success<ReturnType<typeof seededDevnet>>>): Promise<A> {
  return Effect.runPromise(effect.pipe(Effect.provide(services)))
}

/** Runs the command with the web handler as `fetch`; returns its status and what it printed. */
async function send(argv: ReadonlyArray<string>, fetch: SendEnvironment["fetch"] = (r) => web.handler(r)) {
  const out: Array<string> = []
  const err: Array<string> = []
  const status = await Effect.runPromise(
    runSend([...argv, "--url", "http://node.test"], {
      fetch,
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      pollInterval: "20 millis"
    })
  )
  return { status, out, err }
}

/** GET `path` through the web handler; the JSON body. */
async function get(path: string): Promise<Record<string, unknown>> {
  const response = await web.handler(new Request(`http://node.test${path}`))
  expect(response.status, path).toBe(200)
  const body: unknown = await response.json()
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error(`${path}: not an object`)
  return Object.fromEntries(Object.entries(body))
}

/** The account of devnet wallet `w` in ETH, as the API shows it. */
async function ethAccount(w: number) {
  const page = await get(`/accounts?zkEthereumAddress=zk:${devnetWallet(w).ethAddress}&tokenIds=0`)
  const accounts = page["accounts"]
  if (!Array.isArray(accounts) || accounts.length === 0) throw new Error(`wallet ${w} has no ETH account`)
  const account: unknown = accounts[0]
  if (typeof account !== "object" || account === null) throw new Error("bad account")
  const fields = Object.fromEntries(Object.entries(account))
  return {
    accountIndex: String(fields["accountIndex"]),
    balance: BigInt(String(fields["balance"])),
    nonce: BigInt(String(fields["nonce"]))
  }
}

/** The id the command printed. */
function printedId(out: ReadonlyArray<string>): string {
  const line = out.find((l) => l.startsWith("id: "))
  if (line === undefined) throw new Error(`no id printed: ${out.join("\n")}`)
  return line.slice(4)
}

describe("npm run send", () => {
  it("signs, POSTs over HTTP (pend), and after a forger step the transfer is fged and in the history", async () => {
    const before1 = await ethAccount(1)
    const before2 = await ethAccount(2)
    const sent = await send(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1.5", "--no-wait"])
    expect(sent.err).toEqual([])
    expect(sent.status).toBe(0)
    expect(sent.out[0]).toBe(
      `Transfer 1.5 ETH from wallet 1 (${before1.accountIndex}) to wallet 2 (${before2.accountIndex}), ` +
        `fee 0 ETH (selector 0), nonce ${before1.nonce}`
    )
    const id = printedId(sent.out)
    expect((await get(`/transactions-pool/${id}`))["state"]).toBe("pend")

    const report = await run(forgeStep({ wallets: 10 }))
    expect(report.forged).toEqual([id])

    const pooled = await get(`/transactions-pool/${id}`)
    expect(pooled["state"]).toBe("fged")
    const history = await get(`/transactions-history/${id}`)
    expect(history["batchNum"]).toBe(report.batchNum)
    expect(history["type"]).toBe("Transfer")
    expect(history["amount"]).toBe("1500000000000000000")
    const after1 = await ethAccount(1)
    const after2 = await ethAccount(2)
    expect(after1.balance).toBe(before1.balance - 1_500_000_000_000_000_000n)
    expect(after1.nonce).toBe(before1.nonce + 1n)
    expect(after2.balance).toBe(before2.balance + 1_500_000_000_000_000_000n)
    const state = await get("/state")
    expect(JSON.stringify(state["network"])).toContain(`"batchNum":${report.batchNum}`)
  })

  it("follows the transaction to fged while the forger runs in the background, printing each state", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const sent = await send(["exit", "--from", "2", "--token", "ETH", "--amount", "0.25", "--timeout", "20"])
      expect(sent.err).toEqual([])
      expect(sent.status).toBe(0)
      expect(sent.out).toContain("state: pend")
      const last = sent.out[sent.out.length - 1] ?? ""
      expect(last).toMatch(/^forged in batch \d+: see \/transactions-history\/0x02[0-9a-f]{64}$/)
      const id = printedId(sent.out)
      const history = await get(`/transactions-history/${id}`)
      expect(history["type"]).toBe("Exit")
      const exit = await get(`/exits/${String(history["batchNum"])}/${String(history["fromAccountIndex"])}`)
      expect(exit["balance"]).toBe("250000000000000000")
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("reports a discarded transaction (invl) with status 1", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const sent = await send(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "100000", "--timeout", "20"])
      expect(sent.status).toBe(1)
      expect(sent.out).toContain("state: invl")
      expect(sent.err.join("\n")).toMatch(/discarded \(invl\)/)
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("warns about a TransferToEthAddr the forger will discard, and times out on a nonce gap", async () => {
    const stranger = devnetWallet(50).ethAddress
    const toStranger = await send(["transfer-to-eth", "--from", "1", "--to", stranger, "--token", "ETH", "--amount", "0.1", "--no-wait"])
    expect(toStranger.status).toBe(0)
    expect(toStranger.err.join("\n")).toContain(`${stranger} has no ETH account`)
    const account = await ethAccount(3)
    const gap = await send([
      "transfer", "--from", "3", "--to", "2", "--token", "ETH", "--amount", "0.1",
      "--nonce", String(account.nonce + 7n), "--timeout", "1"
    ])
    expect(gap.status).toBe(1)
    expect(gap.err.join("\n")).toMatch(/^still pend after 1 s/)
  })

  it("turns the node's 400s and an unreachable node into clear errors", async () => {
    const wrongChain = await send(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1", "--chain-id", "5"])
    expect(wrongChain.status).toBe(1)
    expect(wrongChain.err[0]).toMatch(/^error: POST \/transactions-pool answered 400: .*\(ErrInvalidSignature, code 11\)$/)
    const oldNonce = await send(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1", "--nonce", "0"])
    expect(oldNonce.err[0]).toMatch(/ErrInvalidNonce/)
    const unknownToken = await send(["transfer", "--from", "1", "--to", "2", "--token", "NOPE", "--amount", "1"])
    expect(unknownToken.err).toEqual(['error: the node has no token "NOPE"'])
    const noAccount = await send(["transfer", "--from", "1", "--to", "50", "--token", "ETH", "--amount", "1"])
    expect(noAccount.err[0]).toMatch(/^error: wallet 50 \(0x[0-9a-fA-F]{40}\) has no ETH account on the node$/)
    const down = await send(["exit", "--from", "1", "--token", "ETH", "--amount", "1"], () => Promise.reject(new Error("connection refused")))
    expect(down.err).toEqual(["error: cannot reach the node at http://node.test: connection refused"])
  })

  it("works over a real socket with the global fetch", async () => {
    const program = Effect.gen(function*() {
      const server = yield* HttpServer.HttpServer
      const address = server.address
      if (address._tag === "UnixPathAddress") return yield* Effect.die(new Error("expected a TCP address"))
      const url = `http://127.0.0.1:${address.port}`
      const forger = yield* Effect.forkScoped(forgerLoop({ wallets: 10 }, 0.05))
      const out: Array<string> = []
      const err: Array<string> = []
      const status = yield* runSend(
        ["transfer", "--from", "4", "--to", "1", "--token", "ETH", "--amount", "0.125", "--url", url, "--timeout", "20"],
        { fetch: (request) => fetch(request), print: (l) => out.push(l), printError: (l) => err.push(l), pollInterval: Duration.millis(20) }
      )
      yield* Fiber.interrupt(forger)
      return { status, out, err }
    })
    const result = await Effect.runPromise(
      program.pipe(Effect.provide(serverLayer(services, { port: 0 })), Effect.provide(services), Effect.scoped)
    )
    expect(result.err).toEqual([])
    expect(result.status).toBe(0)
    expect(result.out[result.out.length - 1]).toMatch(/^forged in batch \d+/)
  })
})
