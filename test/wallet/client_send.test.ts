/** The `send` command end to end over the devnet, in process and over a socket: pend, forged, balances and nonces; fee
 * quotes choosing the selector; discarded transactions with their reason; clear errors. */
import { Duration, Effect, Exit, Fiber, Layer, Schema, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { forgeStep } from "../../devnet/forger.ts"
import { forgerLoop } from "../../devnet/forger_live.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { formatDecimalAmount } from "../../wallet/decimal_amount.ts"
import { runSend, type SendEnvironment } from "../../wallet/send_command.ts"
import { ListeningServer, serverLayer, webHandler } from "../../app/server.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { type TxId, TxIdValue } from "../../core/domain/tx_id.ts"
import { record } from "../adapters/http/web_client.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"
import { ethAccount } from "./eth_account.ts"

/** A storage built once, shared by the web handler and the forger. */
let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof seededDevnet>>>
let web: ReturnType<typeof webHandler>
/** The typed client over the web handler. */
let node: PromiseClient<"later">

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  web = webHandler(services)
  node = makePromiseClient({ baseUrl: "http://node.test", revision: "later", fetch: (request) => web.handler(request) })
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

/** The state of pool transaction `id`. */
async function poolState(id: TxId) {
  return (await node.call((api) => api.transaction.getPoolTransaction({ params: { id } }))).state
}

/** The id the command printed. */
function printedId(out: ReadonlyArray<string>): TxId {
  const line = out.find((l) => l.startsWith("id: "))
  if (line === undefined) throw new Error(`no id printed: ${out.join("\n")}`)
  return Schema.decodeUnknownSync(TxIdValue)(line.slice(4))
}

/** The line on stderr by which the command says it took the node's quoted fee selector. */
const QUOTED_FEE =
  /^fee: selector \d+ \([\d.]+ ETH\), the node's quote: the cheapest that meets its recommended fee of [\d.]+ ETH = [\d.]+ USD \(\w+, for \w+\) at [\d.]+ USD\/ETH \(price of [\dT:.Z-]+\); --fee <selector> sets another$/

describe("npm run send", () => {
  it("signs with the node's quoted fee, POSTs over HTTP (pend), and after a forger step the transfer is fged and in the history", async () => {
    const before1 = await ethAccount(node, 1)
    const before2 = await ethAccount(node, 2)
    const quote = await node.call((api) =>
      api.wallet.getFeeQuote({
        query: { tokenId: TokenId.make(0), type: "Transfer", amount: 1_500_000_000_000_000_000n }
      })
    )
    expect(quote.status).toBe("quoted")
    const fee = quote.feeAmount ?? 0n
    expect(fee).toBeGreaterThan(0n)
    const sent = await send(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1.5", "--no-wait"])
    expect(sent.err).toEqual([expect.stringMatching(QUOTED_FEE)])
    expect(sent.err[0]).toContain(`fee: selector ${quote.fee} (${formatDecimalAmount(fee, 18)} ETH)`)
    expect(sent.status).toBe(0)
    const index = (a: typeof before1) => `zk:${a.accountIndex.symbol}:${a.accountIndex.idx}`
    expect(sent.out[0]).toBe(
      `Transfer 1.5 ETH from wallet 1 (${index(before1)}) to wallet 2 (${index(before2)}), ` +
        `fee ${formatDecimalAmount(fee, 18)} ETH (selector ${quote.fee}), nonce ${before1.nonce}`
    )
    const id = printedId(sent.out)
    expect(await poolState(id)).toBe("pend")

    const report = await run(forgeStep({ wallets: 10 }))
    expect(report.forged).toEqual([id])

    expect(await poolState(id)).toBe("fged")
    const history = await node.call((api) => api.transaction.getTransaction({ params: { id } }))
    expect(history.batchNum).toBe(report.batchNum)
    expect(history.type).toBe("Transfer")
    expect(history.amount).toBe(1_500_000_000_000_000_000n)
    expect(history.L2Info?.fee).toBe(quote.fee)
    const after1 = await ethAccount(node, 1)
    const after2 = await ethAccount(node, 2)
    expect(after1.balance).toBe(before1.balance - 1_500_000_000_000_000_000n - fee)
    expect(after1.nonce).toBe(before1.nonce + 1n)
    expect(after2.balance).toBe(before2.balance + 1_500_000_000_000_000_000n)
    const state = await node.call((api) => api.rollupStatus.getState())
    expect(state.network.lastBatch?.batchNum).toBe(report.batchNum)
  })

  it("without a quote to take — a token the node cannot price, a node of before fee quotes — sends at selector 0, saying why", async () => {
    // The devnet's one unpriced token (TST) has no forged account to send from: ETH's quote, as a node without its price answers it.
    const withoutPrice = async (request: Request) => {
      const answer = await web.handler(request)
      if (new URL(request.url).pathname !== "/fee-quote") return answer
      const quote = record(await answer.json())
      return Response.json({
        ...quote,
        status: "unpriced",
        minimumFeeAmount: null,
        fee: null,
        feeAmount: null,
        basis: { ...record(quote["basis"]), tokenUSD: null, fiatUpdate: null }
      })
    }
    const unpriced = await send(
      ["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1", "--no-wait"],
      withoutPrice
    )
    expect(unpriced.status, unpriced.err.join("\n")).toBe(0)
    expect(unpriced.err).toEqual([
      expect.stringMatching(
        /^fee: selector 0: the node cannot price ETH \(it has no USD price\) to meet its recommended fee of [\d.]+ USD; --fee <selector> pays one$/
      )
    ])
    expect(unpriced.out[0]).toMatch(/, fee 0 ETH \(selector 0\), nonce \d+$/)
    // A node of before fee quotes: its router does not know the path.
    const older = (request: Request) =>
      web.handler(
        new URL(request.url).pathname === "/fee-quote"
          ? new Request(request.url.replace("/fee-quote", "/no-fee-quote"), request)
          : request
      )
    const sent = await send(["exit", "--from", "3", "--token", "ETH", "--amount", "0.5", "--no-wait"], older)
    expect(sent.status, sent.err.join("\n")).toBe(0)
    expect(sent.err).toEqual([
      "fee: selector 0: the node gives no fee quote (GET /fee-quote answered 404); --fee <selector> pays one"
    ])
    expect(sent.out[0]).toMatch(/, fee 0 ETH \(selector 0\), nonce \d+$/)
  })

  it("refuses an amount too small for any selector to meet the recommended fee, unless --fee is given", async () => {
    const tooSmall = await send([
      "transfer",
      "--from",
      "1",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "0",
      "--no-wait"
    ])
    expect(tooSmall.status).toBe(1)
    expect(tooSmall.out).toEqual([])
    expect(tooSmall.err).toEqual([
      expect.stringMatching(
        /^error: no fee selector meets the node's recommended fee of [\d.]+ ETH = [\d.]+ USD \(existingAccount, for Transfer\) at .* on an amount of 0 ETH: the amount is too small; --fee <selector> sends it anyway$/
      )
    ])
    const given = await send([
      "transfer",
      "--from",
      "1",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "0",
      "--fee",
      "0",
      "--dry-run"
    ])
    expect(given.status, given.err.join("\n")).toBe(0)
    expect(given.err).toEqual([])
  })

  it.each([
    ["zk:EXIT:1", []],
    ["zk:ETH:1 (--exit-to token, as hermezjs)", ["--exit-to", "token"]]
  ])(
    "follows an exit to %s to fged while the forger runs in the background, printing each state",
    async (_, spelling) => {
      const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
      try {
        const sent = await send([
          "exit",
          "--from",
          "2",
          "--token",
          "ETH",
          "--amount",
          "0.25",
          "--timeout",
          "20",
          ...spelling
        ])
        expect(sent.err).toEqual([expect.stringMatching(QUOTED_FEE)])
        expect(sent.err[0]).toContain("USD (existingAccount, for Exit) at")
        expect(sent.status).toBe(0)
        expect(sent.out).toContain("state: pend")
        const last = sent.out[sent.out.length - 1] ?? ""
        expect(last).toMatch(/^forged in batch \d+: see \/transactions-history\/0x02[0-9a-f]{64}$/)
        const id = printedId(sent.out)
        const history = await node.call((api) => api.transaction.getTransaction({ params: { id } }))
        expect(history.type).toBe("Exit")
        const { batchNum, fromAccountIndex } = history
        if (batchNum === null || fromAccountIndex === null) throw new Error("the exit is not forged")
        const exit = await node.call((api) =>
          api.account.getExit({ params: { batchNum, accountIndex: fromAccountIndex } })
        )
        expect(exit.balance).toBe(250_000_000_000_000_000n)
      } finally {
        await Effect.runPromise(Fiber.interrupt(forger))
      }
    }
  )

  it("reports a discarded transaction (invl) with status 1, naming the reason and code its status names", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const sent = await send([
        "transfer",
        "--from",
        "1",
        "--to",
        "2",
        "--token",
        "ETH",
        "--amount",
        "100000",
        "--timeout",
        "20"
      ])
      expect(sent.status).toBe(1)
      expect(sent.out).toContain("state: invl")
      const status = await node.call((api) =>
        api.finality.getTransactionStatus({ params: { id: printedId(sent.out) } })
      )
      expect(status.stage).toBe("invalid")
      expect(status.reason?.code).toBe("insufficientBalance")
      const discarded = sent.err.filter((line) => line.startsWith("discarded"))
      expect(discarded).toEqual([
        `discarded (invl)${status.batchNum === null ? "" : ` in batch ${status.batchNum}`}: ${status.reason?.message} (reason code insufficientBalance)`
      ])
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("signs --max-num-batch: a limit the chain is past is stored, then dropped (maxNumBatchExceeded), status 1", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const sent = await send([
        "transfer",
        "--from",
        "3",
        "--to",
        "4",
        "--token",
        "ETH",
        "--amount",
        "0.01",
        "--max-num-batch",
        "1",
        "--timeout",
        "20"
      ])
      expect(sent.status, sent.err.join("\n")).toBe(1)
      expect(sent.out).toContain("state: invl")
      const id = printedId(sent.out)
      const pooled = await node.call((api) => api.transaction.getPoolTransaction({ params: { id } }))
      expect(pooled.maxNumBatch).toBe(1)
      expect(pooled.invalidationReason?.code).toBe("maxNumBatchExceeded")
      expect(sent.err.filter((line) => line.startsWith("discarded"))).toEqual([
        expect.stringMatching(
          /: MaxNumBatch exceeded: its maxNumBatch is 1 and the next batch is \d+ \(reason code maxNumBatchExceeded\)$/u
        )
      ])
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("warns about a TransferToEthAddr the forger will discard, and times out on a nonce gap", async () => {
    const stranger = devnetWallet(50).ethAddress
    const toStranger = await send([
      "transfer-to-eth",
      "--from",
      "1",
      "--to",
      stranger,
      "--token",
      "ETH",
      "--amount",
      "0.1",
      "--no-wait"
    ])
    expect(toStranger.status).toBe(0)
    expect(toStranger.err.join("\n")).toContain(`${stranger} has no ETH account`)
    const account = await ethAccount(node, 3)
    const gap = await send([
      "transfer",
      "--from",
      "3",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "0.1",
      "--nonce",
      String(account.nonce + 7n),
      "--fee",
      "0",
      "--timeout",
      "1"
    ])
    expect(gap.status).toBe(1)
    expect(gap.err.join("\n")).toMatch(/^still pend after 1 s/)
  })

  it("turns the node's 400s and an unreachable node into clear errors", async () => {
    const wrongChain = await send([
      "transfer",
      "--from",
      "1",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "1",
      "--fee",
      "0",
      "--chain-id",
      "5"
    ])
    expect(wrongChain.status).toBe(1)
    expect(wrongChain.err[0]).toMatch(
      /^error: POST \/transactions-pool answered 400: .*\(ErrInvalidSignature, code 11\)$/
    )
    const oldNonce = await send([
      "transfer",
      "--from",
      "1",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "1",
      "--fee",
      "0",
      "--nonce",
      "0"
    ])
    expect(oldNonce.err[0]).toMatch(/ErrInvalidNonce/)
    const unknownToken = await send(["transfer", "--from", "1", "--to", "2", "--token", "NOPE", "--amount", "1"])
    expect(unknownToken.err).toEqual(['error: the node has no token "NOPE"'])
    const noAccount = await send(["transfer", "--from", "1", "--to", "50", "--token", "ETH", "--amount", "1"])
    expect(noAccount.err[0]).toMatch(/^error: wallet 50 \(0x[0-9a-fA-F]{40}\) has no ETH account on the node$/)
    const down = await send(["exit", "--from", "1", "--token", "ETH", "--amount", "1"], () =>
      Promise.reject(new Error("connection refused"))
    )
    expect(down.err).toEqual(["error: cannot reach the node at http://node.test: connection refused"])
  })

  it("works over a real socket with the global fetch; a wrong URL and a closed port are clear errors", async () => {
    const sendOver = (url: string, argv: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const out: Array<string> = []
        const err: Array<string> = []
        const status = yield* runSend([...argv, "--url", url], {
          fetch: (request) => fetch(request),
          print: (l) => out.push(l),
          printError: (l) => err.push(l),
          pollInterval: Duration.millis(20)
        })
        return { status, out, err }
      })
    const program = Effect.gen(function* () {
      const server = yield* ListeningServer
      const address = server.address
      if (address._tag === "UnixPathAddress") return yield* Effect.die(new Error("expected a TCP address"))
      const url = `http://127.0.0.1:${address.port}`
      const forger = yield* Effect.forkScoped(forgerLoop({ wallets: 10 }, 0.05))
      const sent = yield* sendOver(url, [
        "transfer",
        "--from",
        "4",
        "--to",
        "1",
        "--token",
        "ETH",
        "--amount",
        "0.125",
        "--timeout",
        "20"
      ])
      yield* Fiber.interrupt(forger)
      const wrongPath = yield* sendOver(`${url}/nope`, ["exit", "--from", "1", "--token", "ETH", "--amount", "1"])
      return { url, sent, wrongPath }
    })
    const result = await Effect.runPromise(
      program.pipe(Effect.provide(serverLayer(services, { port: 0 })), Effect.provide(services), Effect.scoped)
    )
    expect(result.sent.err).toEqual([expect.stringMatching(QUOTED_FEE)])
    expect(result.sent.status).toBe(0)
    expect(result.sent.out[result.sent.out.length - 1]).toMatch(/^forged in batch \d+/)
    expect(result.wrongPath.status).toBe(1)
    expect(result.wrongPath.err).toEqual([
      `error: GET /tokens answered 404: 404 page not found (ErrRouteNotFound, code 26); is ${result.url}/nope the node's API?`
    ])
    // The server is closed now: nothing listens on its port (the reason underneath depends on
    // whether fetch reuses a pooled connection: "other side closed" or ECONNREFUSED).
    const closed = await Effect.runPromise(
      sendOver(result.url, ["exit", "--from", "1", "--token", "ETH", "--amount", "1"])
    )
    expect(closed.status).toBe(1)
    expect(closed.err[0]).toMatch(/^error: cannot reach the node at http:\/\/127\.0\.0\.1:\d+: fetch failed \(.+\)$/)
  })
})
