/** The typed client's live events over a real socket on the devnet: a filtered subscription cut mid-stream resumes with
 * `Last-Event-ID`, no gap or duplicate; a bad filter fails with `Error400`; the Promise client's iterator. */
import { type Duration, Effect, Exit, Fiber, Layer, Scope, Stream } from "effect"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeClient, makePromiseClient } from "../../../adapters/http/client/client.ts"
import { Error400 } from "../../../adapters/http/api/error_schemas.ts"
import * as EventSubscription from "../../../adapters/http/client/event_subscription.ts"
import type { NodeEventSse } from "../../../adapters/http/api/groups/events.ts"
import { createTransportServer, type TransportServer } from "../../../adapters/http/transport/transport_server.ts"
import { runSend } from "../../../wallet/send_command.ts"
import { forgeStep } from "../../../devnet/forger.ts"
import { forgerLoop } from "../../../devnet/forger_live.ts"
import { serverLayer } from "../../../app/server.ts"
import type { Account } from "../../../core/domain/account.ts"
import { EventId } from "../../../core/domain/node_event.ts"
import { TokenId } from "../../../core/domain/scalars.ts"
import { seededDevnet, walletAccount } from "../../devnet/forger_fixture.ts"

let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof seededDevnet>>>
let transport: TransportServer
let baseUrl: string
/** The `Last-Event-ID` of every `GET /events` the server received, in order ("" when absent). */
const resumedAfter: Array<string> = []
/** Every request the server received, as `METHOD /path`, in order. */
const requests: Array<string> = []
/** `GET /events` connections the server has open. */
let openStreams = 0

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  transport = createTransportServer()
  transport.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url?.split("?")[0]}`)
    if (!request.url?.startsWith("/events")) return
    resumedAfter.push(String(request.headers["last-event-id"] ?? ""))
    openStreams += 1
    response.once("close", () => {
      openStreams -= 1
    })
  })
  const address = await transport.listen(0, "127.0.0.1")
  baseUrl = `http://127.0.0.1:${address.port}`
  await Effect.runPromise(
    Layer.buildWithScope(serverLayer(services, { transport, shutdownTimeout: "100 millis" }), scope)
  )
}, 60_000)

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs an effect over the shared storage. */
function run<A, E>(effect: Effect.Effect<A, E, Layer.Success<ReturnType<typeof seededDevnet>>>): Promise<A> {
  return Effect.runPromise(effect.pipe(Effect.provide(services)))
}

/** Sends `amount` ETH from devnet wallet `from` to wallet `to` without waiting; fails unless the node took it. */
async function transfer(from: number, to: number, amount: string): Promise<void> {
  const out: Array<string> = []
  const status = await Effect.runPromise(
    runSend(
      [
        "transfer",
        "--from",
        String(from),
        "--to",
        String(to),
        "--token",
        "ETH",
        "--amount",
        amount,
        "--no-wait",
        "--url",
        baseUrl
      ],
      {
        fetch: (request) => fetch(request),
        print: (line) => out.push(line),
        printError: (line) => out.push(line)
      }
    )
  )
  if (status !== 0) throw new Error(`send failed: ${out.join("\n")}`)
}

/** Waits until `check` holds (every 10 ms, at most `millis`). */
async function eventually(check: () => boolean, millis = 10_000): Promise<void> {
  const deadline = Date.now() + millis
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting")
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** What the tests compare of an event: its id, kind and what it is about. */
function summary(event: NodeEventSse): string {
  switch (event.event) {
    case "pool":
      return `${event.id} pool ${event.data.id} ${event.data.state}`
    case "transaction":
    case "l1":
      return `${event.id} ${event.event} ${event.data.id}`
    case "batch":
      return `${event.id} batch ${event.data.batch.batchNum}`
    case "reorg":
      return `${event.id} reorg ${event.data.batchNum}`
    case "finalized":
      return `${event.id} finalized ${event.data.batchNum}`
    case "resync":
      return `${event.id} resync ${event.data.reason} ${event.data.resumeAfter}`
  }
}

/** Whether `event` involves `account` (as sender or receiver) or concerns everyone (batch, reorg). */
function concerns(event: NodeEventSse, account: Account, txIds: ReadonlySet<string>): boolean {
  switch (event.event) {
    case "pool":
      return txIds.has(event.data.id)
    case "transaction":
    case "l1":
      return (
        event.data.fromAccountIndex?.idx === account.accountIndex.idx ||
        event.data.toAccountIndex?.idx === account.accountIndex.idx
      )
    default:
      return true
  }
}

describe("subscribing to the live events with the typed client", () => {
  it("a subscription filtered to one account reconnects after a cut and sees its events once, in order", async () => {
    const account = await run(walletAccount(3, TokenId.make(0)))
    // Requests wait for the gate: closed during the cut, so the reconnection comes after what is recorded meanwhile.
    let gate = Promise.resolve()
    let openGate = () => {}
    const gated = async (request: Request) => {
      await gate
      return fetch(request)
    }
    const client = await Effect.runPromise(makeClient({ baseUrl, revision: "later", fetch: gated }))
    const received: Array<NodeEventSse> = []
    const connects: Array<EventId | undefined> = []
    const subscription = EventSubscription.subscribe(
      client,
      { accountIndex: account.accountIndex },
      {
        retry: { initialDelay: "200 millis" },
        onConnect: (resumeAfter) => Effect.sync(() => connects.push(resumeAfter))
      }
    )
    const consumer = Effect.runFork(Stream.runForEach(subscription, (event) => Effect.sync(() => received.push(event))))
    try {
      await eventually(() => connects.length === 1)
      expect(connects).toEqual([undefined])

      // Wallet 3's transfer and another wallets' (not shown), forged.
      await transfer(3, 2, "0.01")
      await transfer(4, 5, "0.01")
      await run(forgeStep({ wallets: 10 }))
      await eventually(() => received.some((e) => e.event === "pool" && e.data.state === "fged"))
      const beforeCut = received.length
      const lastBeforeCut = received[received.length - 1]?.id

      // Cut every connection, and record more while the subscription is away.
      gate = new Promise((resolve) => {
        openGate = resolve
      })
      transport.server.closeAllConnections()
      await transfer(3, 2, "0.02")
      await transfer(6, 3, "0.03")
      await transfer(7, 8, "0.01")
      await run(forgeStep({ wallets: 10 }))
      expect(received.length).toBe(beforeCut)
      expect(connects).toHaveLength(1)
      openGate()
      await eventually(() => connects.length === 2)
      await eventually(() => received.filter((e) => e.event === "pool" && e.data.state === "fged").length === 3)
      // The reconnection resumed after the last event received before the cut.
      expect(connects[1]).toBe(lastBeforeCut)
      expect(resumedAfter[resumedAfter.length - 1]).toBe(String(lastBeforeCut))
      expect(received.length).toBeGreaterThan(beforeCut)

      // Ids strictly increasing (no duplicate), and exactly what a replay of the same filter lists (no gap).
      const ids = received.map((e) => e.id ?? -1)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      expect(new Set(ids).size).toBe(ids.length)
      const first = received[0]?.id
      if (first === undefined) throw new Error("no event")
      const replay = await Effect.runPromise(
        EventSubscription.subscribe(
          client,
          { accountIndex: account.accountIndex },
          { after: EventId.make(first - 1) }
        ).pipe(Stream.take(received.length), Stream.runCollect)
      )
      expect(replay.map(summary)).toEqual(received.map(summary))

      // Only the account's events: its three transactions' pool states, their forging, the batches.
      const txIds = new Set(received.flatMap((e) => (e.event === "pool" ? [e.data.id] : [])))
      expect(txIds.size).toBe(3)
      expect(received.every((e) => concerns(e, account, txIds))).toBe(true)
      expect(received.filter((e) => e.event === "transaction")).toHaveLength(3)
      expect(received.filter((e) => e.event === "batch")).toHaveLength(2)
    } finally {
      await Effect.runPromise(Fiber.interrupt(consumer))
    }
  })

  it("a filter the node refuses fails the stream with Error400, without reconnecting", async () => {
    const account = await run(walletAccount(3, TokenId.make(0)))
    const client = await Effect.runPromise(makeClient({ baseUrl, revision: "later" }))
    const before = resumedAfter.length
    const error = await Effect.runPromise(
      EventSubscription.subscribe(client, { accountIndex: account.accountIndex, tokenId: TokenId.make(0) }).pipe(
        Stream.runDrain,
        Effect.flip
      )
    )
    expect(error).toBeInstanceOf(Error400)
    if (!(error instanceof Error400)) throw error
    expect(error.type).toBe("ErrParamValidationFailed")
    expect(resumedAfter.length).toBe(before + 1)
  })

  it("the Promise client's async iterator yields the events and closes its connection when the loop breaks", async () => {
    await eventually(() => openStreams === 0)
    const node = makePromiseClient({ baseUrl, revision: "later" })
    const account = await run(walletAccount(9, TokenId.make(0)))
    const states: Array<string> = []
    const loop = (async () => {
      for await (const event of node.subscribe({ accountIndex: account.accountIndex, types: ["pool"] })) {
        if (event.event !== "pool") continue
        states.push(event.data.state)
        if (event.data.state === "fged") break
      }
    })()
    await eventually(() => openStreams === 1)
    await transfer(9, 2, "0.01")
    await run(forgeStep({ wallets: 10 }))
    await loop
    expect(states).toEqual(["pend", "fing", "fged"])
    await eventually(() => openStreams === 0)
  })

  it("the Promise client's loop throws the Error400 of a bad filter", async () => {
    const node = makePromiseClient({ baseUrl, revision: "later" })
    const account = await run(walletAccount(3, TokenId.make(0)))
    const consume = async () => {
      for await (const _ of node.subscribe({ accountIndex: account.accountIndex, tokenId: TokenId.make(0) })) {
        // nothing arrives
      }
    }
    await expect(consume()).rejects.toBeInstanceOf(Error400)
  })
})

/** Runs `npm run send -- <argv>` against the server over `fetch`, polling (if it must) every `pollInterval`. */
async function send(
  argv: ReadonlyArray<string>,
  pollInterval: Duration.Input,
  through: (request: Request) => Promise<Response> = fetch
) {
  const out: Array<string> = []
  const err: Array<string> = []
  const status = await Effect.runPromise(
    runSend([...argv, "--url", baseUrl], {
      fetch: (request) => through(request),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      pollInterval
    })
  )
  return { status, out, err }
}

describe("npm run send follows its transaction through the events", () => {
  it("subscribes before the POST and prints pend, fing and fged as the forger moves it", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    try {
      const from = requests.length
      // Polling once an hour could not see the states change: only the stream can.
      const sent = await send(
        ["transfer", "--from", "5", "--to", "1", "--token", "ETH", "--amount", "0.05", "--fee", "0", "--timeout", "20"],
        "1 hour"
      )
      expect(sent.err).toEqual([])
      expect(sent.status).toBe(0)
      const states = sent.out.filter((line) => line.startsWith("state: "))
      expect(states).toHaveLength(3)
      expect(states[0]).toBe("state: pend")
      expect(states[1]).toMatch(/^state: fing \(batch \d+\)$/)
      expect(states[2]).toBe(states[1]?.replace("fing", "fged"))
      expect(sent.out[sent.out.length - 1]).toMatch(
        /^forged in batch \d+: see \/transactions-history\/0x02[0-9a-f]{64}$/
      )
      const mine = requests.slice(from)
      expect(mine.indexOf("GET /events")).toBeGreaterThanOrEqual(0)
      expect(mine.indexOf("GET /events")).toBeLessThan(mine.indexOf("POST /transactions-pool"))
      // One read of its state (before the POST), no polling.
      expect(mine.filter((r) => r.startsWith("GET /transactions-pool/0x"))).toHaveLength(1)
      await eventually(() => openStreams === 0)
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })

  it("polls a node that does not serve the events (404)", async () => {
    const forger = Effect.runFork(forgerLoop({ wallets: 10 }, 0.05).pipe(Effect.provide(services)))
    // GET /events answered as an unknown route is: the node's 404.
    const noEvents = (request: Request) =>
      new URL(request.url).pathname === "/events" ? fetch(`${baseUrl}/no-events`) : fetch(request)
    try {
      const from = requests.length
      const sent = await send(
        ["transfer", "--from", "5", "--to", "1", "--token", "ETH", "--amount", "0.05", "--fee", "0", "--timeout", "20"],
        "20 millis",
        noEvents
      )
      expect(sent.err).toEqual([])
      expect(sent.status).toBe(0)
      // It learnt the states by polling (how often depends on how fast the forger took it).
      expect(
        requests.slice(from).filter((r) => r.startsWith("GET /transactions-pool/0x")).length
      ).toBeGreaterThanOrEqual(1)
      expect(sent.out.filter((line) => line.startsWith("state: ")).at(-1)).toMatch(/^state: fged \(batch \d+\)$/)
    } finally {
      await Effect.runPromise(Fiber.interrupt(forger))
    }
  })
})

/** A pool event's frame (`id` absent: none written), for the scripted server. */
function poolFrame(id: number, state: string): string {
  const data = { id: `0x02${String(id).padStart(64, "0")}`, previousState: null, state, batchNum: null, reason: null }
  return `id: ${id}\nevent: pool\ndata: ${JSON.stringify(data)}\n\n`
}

/** A reorg event's frame. */
function reorgFrame(id: number, batchNum: number): string {
  return `id: ${id}\nevent: reorg\ndata: ${JSON.stringify({ batchNum })}\n\n`
}

/** A resync frame: with `id: resumeAfter` but for overflow, as the node writes it. */
function resyncFrame(reason: "expired" | "unknown" | "overflow", resumeAfter: number): string {
  const id = reason === "overflow" ? "" : `id: ${resumeAfter}\n`
  return `${id}event: resync\ndata: ${JSON.stringify({ reason, resumeAfter })}\n\n`
}

/** What one connection of the scripted server does. */
type Script = (response: ServerResponse) => void

/** Starts an SSE stream (200, the opening comment) and writes `frames`. */
function stream(...frames: ReadonlyArray<string>): Script {
  return (response) => {
    response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8" })
    response.write(": scripted\n\n")
    for (const frame of frames) response.write(frame)
  }
}

describe("reconnecting, against a scripted server", () => {
  it("resumes after the last event id, takes a resync's resumeAfter, drops a replayed event, retries a 503", async () => {
    const headers: Array<string> = []
    const scripts: ReadonlyArray<Script> = [
      // Two events, then an overflow resync (no id), and the stream ends.
      (response) => {
        stream(poolFrame(1, "pend"), reorgFrame(2, 7), resyncFrame("overflow", 2))(response)
        response.end()
      },
      // A replay of 2 (a duplicate), 3, an expired resync (resume after 10), 11, then the connection drops.
      (response) => {
        stream(reorgFrame(2, 7), poolFrame(3, "pend"), resyncFrame("expired", 10), reorgFrame(11, 8))(response)
        setTimeout(() => response.socket?.destroy(), 50)
      },
      // An unknown resync (the node's storage was reset: resume after 4), then 5, and the stream ends.
      (response) => {
        stream(resyncFrame("unknown", 4), poolFrame(5, "fing"))(response)
        response.end()
      },
      // Too many subscribers.
      (response) => {
        response.writeHead(503, { "content-type": "application/json" })
        response.end(JSON.stringify({ message: "too many subscribers", code: 38, type: "ErrTooManySubscribers" }))
      },
      // 6, and the stream stays open.
      stream(reorgFrame(6, 9))
    ]
    const server = createServer((request, response) => {
      headers.push(String(request.headers["last-event-id"] ?? ""))
      const script = scripts[headers.length - 1]
      if (script === undefined) response.destroy()
      else script(response)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const address = server.address()
      if (address === null || typeof address === "string") throw new Error("expected a TCP address")
      const port = address.port
      const client = await Effect.runPromise(makeClient({ baseUrl: `http://127.0.0.1:${port}`, revision: "later" }))
      const events = await Effect.runPromise(
        EventSubscription.subscribe(client, {}, { retry: { initialDelay: "10 millis", maxDelay: "40 millis" } }).pipe(
          Stream.take(9),
          Stream.runCollect
        )
      )
      expect(events.map(summary)).toEqual([
        `1 pool 0x02${"1".padStart(64, "0")} pend`,
        "2 reorg 7",
        // The decoder keeps the last id seen (SSE's last event ID) for a frame without one.
        "2 resync overflow 2",
        `3 pool 0x02${"3".padStart(64, "0")} pend`,
        "10 resync expired 10",
        "11 reorg 8",
        "4 resync unknown 4",
        `5 pool 0x02${"5".padStart(64, "0")} fing`,
        "6 reorg 9"
      ])
      expect(headers).toEqual(["", "2", "11", "5", "5"])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
