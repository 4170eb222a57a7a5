/** `npm run send -- swap` end to end over the devnet: two wallets' transfers, each requesting the other, posted as one
 * atomic group and forged in one batch; a leg that cannot be paid discards both. */
import { Effect, Exit, Fiber, Layer, Schema, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { forgerLoop } from "../../devnet/forger_live.ts"
import { runSend } from "../../wallet/send_command.ts"
import { webHandler } from "../../app/server.ts"
import { type TxId, TxIdValue } from "../../core/domain/tx_id.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"

let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof seededDevnet>>>
let web: ReturnType<typeof webHandler>
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

/** Runs `swap` with `argv` over the web handler while the devnet's forger runs; its status and what it printed. */
async function swap(argv: ReadonlyArray<string>) {
  const out: Array<string> = []
  const err: Array<string> = []
  const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
  try {
    const status = await Effect.runPromise(
      runSend(["swap", ...argv, "--timeout", "20", "--url", "http://node.test"], {
        fetch: (request) => web.handler(request),
        print: (line) => out.push(line),
        printError: (line) => err.push(line),
        pollInterval: "20 millis"
      })
    )
    return { status, out, err }
  } finally {
    await Effect.runPromise(Fiber.interrupt(forger))
  }
}

/** The id printed on the line starting `leg: `. */
function legId(out: ReadonlyArray<string>, leg: "give" | "take"): TxId {
  const line = out.find((l) => l.startsWith(`${leg}: 0x`))
  if (line === undefined) throw new Error(`no ${leg} id printed: ${out.join("\n")}`)
  return Schema.decodeUnknownSync(TxIdValue)(line.slice(leg.length + 2))
}

describe("npm run send -- swap", () => {
  it("posts both legs as one group and follows them until both are forged in one batch", async () => {
    const sent = await swap(
      ["--from", "1", "--to", "2", "--token", "ETH", "--amount", "0.5"].concat([
        "--for-token",
        "USDT",
        "--for-amount",
        "100",
        "--fee",
        "0",
        "--for-fee",
        "0"
      ])
    )
    expect(sent.status, [...sent.out, ...sent.err].join("\n")).toBe(0)
    const last = sent.out[sent.out.length - 1] ?? ""
    expect(last).toMatch(/^swapped: both forged in batch \d+$/)
    const give = legId(sent.out, "give")
    const take = legId(sent.out, "take")
    const [gave, took] = await Promise.all(
      [give, take].map((id) => node.call((api) => api.transaction.getTransaction({ params: { id } })))
    )
    expect(gave?.batchNum).not.toBeNull()
    expect(gave?.batchNum).toBe(took?.batchNum)
    // Forged next to each other, the giving leg first (it requests +1, the taking leg −1).
    expect((took?.position ?? 0) - (gave?.position ?? 0)).toBe(1)
    const pooled = await node.call((api) => api.transaction.getPoolTransaction({ params: { id: give } }))
    expect(pooled.atomicGroupId).toMatch(/^0x[0-9a-f]{64}$/)
    const members = await node.call((api) =>
      api.atomicPool.getAtomicGroup({ params: { atomicGroupId: pooled.atomicGroupId! } })
    )
    expect(members.map((member) => member.id)).toEqual([give, take])
    expect(members.map((member) => member.state)).toEqual(["fged", "fged"])
  })

  it("when one leg cannot be paid, both are discarded, each reason printed, and the status is 1", async () => {
    const sent = await swap(
      ["--from", "1", "--to", "2", "--token", "ETH", "--amount", "0.5"].concat([
        "--for-token",
        "USDT",
        "--for-amount",
        "900000000",
        "--fee",
        "0",
        "--for-fee",
        "0"
      ])
    )
    expect(sent.status).toBe(1)
    const discarded = sent.err.filter((line) => line.startsWith("discarded"))
    expect(discarded).toHaveLength(2)
    expect(discarded.some((line) => line.endsWith("(reason code insufficientBalance)"))).toBe(true)
    expect(discarded.some((line) => line.endsWith("(reason code atomicGroup)"))).toBe(true)
  })
})
