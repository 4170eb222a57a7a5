/** `npm run send -- deposit` end to end over the devnet with its faucet, in process: the faucet's L1 deposit queued,
 * forged by the forger running in the background, the new account found under its key; bad usage; a node without the
 * faucet. */
import { Effect, Exit, Fiber, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { webHandler } from "../../app/server.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { devnetFaucetLayer } from "../../devnet/faucet.ts"
import { forgerLoop } from "../../devnet/forger_live.ts"
import { runSend, type SendEnvironment } from "../../wallet/send_command.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"

const withFaucet = () => devnetFaucetLayer.pipe(Layer.provideMerge(seededDevnet()))

let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof withFaucet>>>
let web: ReturnType<typeof webHandler>
let node: PromiseClient<"later">

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  services = Layer.succeedContext(await Effect.runPromise(Layer.buildWithScope(withFaucet(), scope)))
  web = webHandler(services)
  node = makePromiseClient({ baseUrl: "http://node.test", revision: "later", fetch: (request) => web.handler(request) })
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs the command against `fetch` (default: the node with the faucet); returns its status and what it printed. */
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

describe("npm run send -- deposit", () => {
  it("asks the faucet for an account of any address and key; the forger forges it and the account holds the amount", async () => {
    const owner = devnetWallet(4).ethAddress
    const key = encodeBjj(devnetWallet(4).loginBjjPublicKey)
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const sent = await send(["deposit", "--to", owner, "--bjj", key, "--token", "HEZ", "--amount", "42.5"])
      expect(sent.err).toEqual([])
      expect(sent.status).toBe(0)
      expect(sent.out[0]).toBe(`CreateAccountDeposit 42.5 HEZ to a new account of ${owner} with key ${key}`)
      expect(sent.out[1]).toMatch(/^id: 0x00[0-9a-f]{64}$/)
      expect(sent.out[2]).toBe("queued: L1 queue 16, position 6")
      const last = sent.out[sent.out.length - 1] ?? ""
      const forged = /^forged in batch (\d+): account (zk:HEZ:\d+); see \/transactions-history\/0x00[0-9a-f]{64}$/.exec(
        last
      )
      expect(forged, sent.out.join("\n")).not.toBeNull()
      const accounts = await node.call((api) =>
        api.account.listAccounts({
          query: { order: "ASC", limit: 20, BJJ: devnetWallet(4).loginBjjPublicKey, tokenIds: [TokenId.make(1)] }
        })
      )
      expect(accounts.accounts.map((a) => [a.zkEthereumAddress, a.balance])).toEqual([
        [owner, 42_500_000_000_000_000_000n]
      ])
      expect(`zk:HEZ:${accounts.accounts[0]?.accountIndex.idx}`).toBe(forged?.[2])
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("refuses bad usage (status 2) and reports the node's refusals (status 1)", async () => {
    const noKey = await send(["deposit", "--to", devnetWallet(4).ethAddress, "--token", "ETH", "--amount", "1"])
    expect([noKey.status, noKey.err[0]]).toEqual([
      2,
      "error: deposit to an address needs --bjj <wallet number | zk:… key>: the account's BabyJubJub key"
    ])
    const signed = await send(["deposit", "--to", "2", "--from", "1", "--token", "ETH", "--amount", "1"])
    expect([signed.status, signed.err[0]]).toEqual([2, "error: deposit signs nothing and takes no --from"])
    const elsewhere = await send([
      "transfer",
      "--from",
      "1",
      "--to",
      "2",
      "--bjj",
      "1",
      "--token",
      "ETH",
      "--amount",
      "1"
    ])
    expect([elsewhere.status, elsewhere.err[0]]).toEqual([2, "error: --bjj is an option of deposit, not of transfer"])
    const unknownToken = await send(["deposit", "--to", "2", "--token", "NOPE", "--amount", "1"])
    expect([unknownToken.status, unknownToken.err[0]]).toEqual([1, 'error: the node has no token "NOPE"'])
    const zero = await send(["deposit", "--to", "2", "--token", "ETH", "--amount", "0"])
    expect([zero.status, zero.err[0]]).toEqual([1, "error: a deposit needs an amount above 0"])
    const plain = webHandler(seededDevnet())
    try {
      const noFaucet = await send(["deposit", "--to", "2", "--token", "ETH", "--amount", "1"], (r) => plain.handler(r))
      expect(noFaucet.status).toBe(1)
      expect(noFaucet.err[0]).toMatch(/^error: POST \/devnet\/deposits answered 404: .*ErrRouteNotFound/)
    } finally {
      await plain.dispose()
    }
  })
})
