/** `GET /events` on the devnet: a filtered subscriber sees exactly its events in order; resumes, replays, reorgs,
 * `txId`, bad filters, slow consumers cut with `resync`, the subscriber limit, pruned ids, heartbeats. */
import { Effect, Exit, Layer, Scope } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { forgeStep } from "../../../devnet/forger.ts"
import { webHandler } from "../../../app/server.ts"
import type { Account } from "../../../core/domain/account.ts"
import { formatAccountIndex } from "../../../core/domain/account_index.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import type { EventStreamOptions } from "../../../adapters/http/server/routes.ts"
import { poolRecord, seededDevnet, walletAccount } from "../../devnet/forger_fixture.ts"
import { expectError } from "./expect_error.ts"
import { type ReceivedEvent, readSse, type SseReader } from "./sse_reader.ts"

type Services = Layer.Success<ReturnType<typeof seededDevnet>>

let scope: Scope.Closeable
let services: Layer.Layer<Services>
let web: ReturnType<typeof webHandler>
const readers: Array<SseReader> = []

/** Builds the devnet and a web handler with these event options. */
async function start(events: EventStreamOptions = {}) {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  web = webHandler(services, { events: { pollInterval: "50 millis", ...events } })
}

beforeEach(() => start())

afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.cancel()
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs an effect over the devnet's services. */
function run<A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> {
  return Effect.runPromise(Effect.orDie(effect).pipe(Effect.provide(services)))
}

/** `GET /events?query` (with headers). */
function events(query = "", headers: Record<string, string> = {}): Promise<Response> {
  return web.handler(new Request(`http://node.test/events${query === "" ? "" : `?${query}`}`, { headers }))
}

/** Subscribes and starts reading. */
async function subscribe(query = "", headers: Record<string, string> = {}): Promise<SseReader> {
  const response = await events(query, headers)
  expect(response.status).toBe(200)
  const reader = readSse(response)
  readers.push(reader)
  return reader
}

/** The ETH account of devnet wallet `w`. */
const eth = (w: number) => run(walletAccount(w, TokenId.make(0)))

/** Adds a transfer from `from` to `to` to the pool as the POST would (nonce `nonce`); its id. */
async function transfer(from: Account, to: Account, nonce: bigint, amount = 1000n) {
  const record = poolRecord(from, { type: "Transfer", to }, { amount, nonce })
  await run(Effect.flatMap(Effect.service(PoolStore), (pool) => pool.add(record)))
  return record.id
}

/** One devnet forger step (a new batch when the pool has something to forge). */
function forge() {
  return run(forgeStep({ wallets: 10 }))
}

/** The accounts an event's data names, by index. */
function accountsOf(event: ReceivedEvent): Array<string> {
  const data = event.data as Record<string, unknown>
  return [data["fromAccountIndex"], data["toAccountIndex"]].filter((a): a is string => typeof a === "string")
}

/** The subscribers of `GET /events` now, as `/metrics` counts them. */
async function subscribersNow(): Promise<number> {
  const metrics = await (await web.handler(new Request("http://node.test/metrics"))).text()
  return Number(/^events_subscribers(?:\{[^}]*\})? (\d+)$/mu.exec(metrics)?.[1] ?? Number.NaN)
}

/** Waits until `/metrics` counts `count` subscribers (polling; fails after 10 s, a bound against hanging only). */
async function untilSubscribers(count: number): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const now = await subscribersNow()
    if (now === count) return
    if (Date.now() > deadline) throw new Error(`events_subscribers stayed ${now}, never ${count}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Whether ids strictly increase. */
function increasing(received: ReadonlyArray<ReceivedEvent>): boolean {
  return received.every((event, i) => i === 0 || (event.id ?? 0) > (received[i - 1]?.id ?? 0))
}

describe("GET /events", () => {
  it("a subscriber filtered to one account sees exactly its transactions, in order", async () => {
    const [w1, w2, w3, w4] = [await eth(1), await eth(2), await eth(3), await eth(4)]
    const mine = formatAccountIndex(w1.accountIndex)
    const all = await subscribe()
    const filtered = await subscribe(`accountIndex=${mine}&types=transaction,pool`)
    const id1 = await transfer(w1, w2, w1.nonce)
    const other = await transfer(w3, w4, w3.nonce)
    const id2 = await transfer(w4, w1, w4.nonce + 1n)
    await forge()
    await all.when((received) =>
      received.some((e) => e.event === "transaction" && (e.data as { id: string }).id === other)
    )
    await filtered.when((received) => received.filter((e) => e.event === "transaction").length >= 1)
    const expected = all.events.filter(
      (e) =>
        (e.event === "transaction" && accountsOf(e).includes(mine)) ||
        (e.event === "pool" && [id1, id2].some((id) => id === (e.data as { id: string }).id))
    )
    await filtered.until(expected.length)
    expect(filtered.events).toEqual(expected)
    expect(filtered.events.some((e) => (e.data as { id: string }).id === other)).toBe(false)
    expect(increasing(all.events)).toBe(true)
  })

  it("a disconnect resumed with Last-Event-ID gives what a subscriber that stayed saw: no gap, no duplicate", async () => {
    const [w1, w2] = [await eth(1), await eth(2)]
    const stayed = await subscribe("types=pool,transaction,batch")
    const leaving = await subscribe("types=pool,transaction,batch")
    await transfer(w1, w2, w1.nonce)
    await forge()
    await leaving.until(3)
    await leaving.cancel()
    const lastId = leaving.events.at(-1)?.id
    await transfer(w1, w2, w1.nonce + 1n)
    await forge()
    await transfer(w1, w2, w1.nonce + 2n)
    const back = await subscribe("types=pool,transaction,batch", { "Last-Event-ID": String(lastId) })
    await forge()
    await stayed.when((received) => received.filter((e) => e.event === "batch").length >= 3)
    await back.until(stayed.events.length - leaving.events.length)
    expect([...leaving.events, ...back.events]).toEqual(stayed.events)
  })

  it("after=0 replays every event kept, then goes live", async () => {
    const replay = await subscribe("after=0&types=batch")
    const seeded = await replay.when((received) => received.length > 0)
    const batchNums = seeded.map((e) => (e.data as { batch: { batchNum: number } }).batch.batchNum)
    expect(batchNums[0]).toBe(1)
    expect(batchNums).toEqual(batchNums.map((_, i) => i + 1))
    const before = replay.events.length
    await transfer(await eth(1), await eth(2), (await eth(1)).nonce)
    await forge()
    await replay.until(before + 1)
    expect((replay.events[before]!.data as { batch: { batchNum: number } }).batch.batchNum).toBe(before + 1)
  })

  it("a reorg streams reorg, returns its pool transactions to pend, then the new batches", async () => {
    const [w1, w2] = [await eth(1), await eth(2)]
    const id = await transfer(w1, w2, w1.nonce)
    const report = await forge()
    const forgedIn = report.batchNum
    expect(forgedIn).not.toBeNull()
    const reader = await subscribe(`types=reorg,batch,pool&txId=${id}`)
    await run(Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.reorg(BatchNum.make((forgedIn ?? 1) - 1))))
    await forge()
    await reader.until(5)
    // The reorg, the transaction back to pend; then the next step selects it, forges the batch again and it is fged.
    expect(reader.events.map((e) => e.event)).toEqual(["reorg", "pool", "pool", "batch", "pool"])
    expect(reader.events[0]?.data).toEqual({ batchNum: (forgedIn ?? 1) - 1 })
    expect(reader.events[1]?.data).toMatchObject({ id, previousState: "fged", state: "pend", batchNum: null })
    expect(reader.events[3]?.data).toMatchObject({ batch: { batchNum: forgedIn } })
    expect(reader.events[4]?.data).toMatchObject({ id, previousState: "fing", state: "fged", batchNum: forgedIn })
  })

  it("txId follows one transaction: pend → fing → forged → fged", async () => {
    const [w1, w2] = [await eth(1), await eth(2)]
    const record = poolRecord(w1, { type: "Transfer", to: w2 }, { amount: 1000n, nonce: w1.nonce })
    const reader = await subscribe(`txId=${record.id}&types=pool,transaction`)
    await run(Effect.flatMap(Effect.service(PoolStore), (pool) => pool.add(record)))
    await forge()
    await reader.until(4)
    expect(reader.events.map((e) => [e.event, (e.data as { state?: string }).state])).toEqual([
      ["pool", "pend"],
      ["pool", "fing"],
      ["transaction", undefined],
      ["pool", "fged"]
    ])
    expect(reader.events.every((e) => (e.data as { id: string }).id === record.id)).toBe(true)
  })

  it("bad filters get 400 with the error shape", async () => {
    const cases: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
      ["types=batch,foo", {}, ""],
      [
        "types=",
        {},
        `query parameter "types": Expected a list of event types separated by '|' or ',' without empty elements`
      ],
      ["accountIndex=zk:ETH:256&BJJ=zk:" + "A".repeat(44), {}, ""],
      ["accountIndex=zk:ETH:256&tokenId=0", {}, `"accountIndex" is incompatible with "tokenId"`],
      ["accountIndex=zk:USDT:256", {}, `"accountIndex" zk:USDT:256 names token USDT, but account 256 holds ETH`],
      ["after=-1", {}, ""],
      ["txId=0x12", {}, ""],
      ["since=1", {}, `unknown query parameter "since"`],
      ["", { "Last-Event-ID": "abc" }, ""]
    ]
    for (const [query, headers, message] of cases) {
      const text = expectError(await sendJson(query, headers), 400, "ErrParamValidationFailed", 1)
      if (message !== "") expect(text).toBe(message)
    }
  })

  it("past the subscriber limit: 503 ErrTooManySubscribers; a slot frees when a subscriber leaves", async () => {
    await web.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await start({ maxSubscribers: 2 })
    const first = await subscribe()
    await subscribe()
    expectError(await sendJson("", {}), 503, "ErrTooManySubscribers", 38)
    await first.cancel()
    await untilSubscribers(1)
    await subscribe()
  })

  it("HEAD answers the stream's head (the GET's headers, no body) and gives its subscriber slot back as its body is dropped", async () => {
    await web.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await start({ maxSubscribers: 1 })
    for (let i = 0; i < 3; i++) {
      const head = await web.handler(new Request("http://node.test/events?types=batch", { method: "HEAD" }))
      expect(head.status).toBe(200)
      expect(head.headers.get("content-type")).toMatch(/^text\/event-stream/u)
      expect(await head.text()).toBe("")
      await untilSubscribers(0)
    }
    await subscribe()
  })

  it("a slow consumer is cut with resync (overflow) while another continues", async () => {
    await web.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await start({ bufferBytes: 4096 })
    const [w1, w2] = [await eth(1), await eth(2)]
    const slowResponse = await events("types=pool")
    const fast = await subscribe("types=pool")
    for (let i = 0n; i < 200n; i++) {
      await transfer(w1, w2, w1.nonce + i)
      await fast.until(Number(i) + 1)
    }
    // Only now does the slow one read: what it buffered, then the resync, then the end.
    const slow = readSse(slowResponse)
    readers.push(slow)
    await slow.when((received) => received.some((e) => e.event === "resync"))
    await slow.when(() => slow.ended())
    // What it had taken before it stalled, then the resync saying where to resume, then the end.
    const last = slow.events.at(-1)
    const taken = slow.events.slice(0, -1)
    expect(last?.event).toBe("resync")
    // No id of its own: SSE keeps the last event's as the last id.
    expect(last?.id).toBe(taken.at(-1)?.id)
    expect(last?.data).toMatchObject({ reason: "overflow" })
    expect(taken.length).toBeLessThan(200)
    expect(fast.events.slice(0, taken.length)).toEqual(taken)
    const resumeAfter = (last!.data as { resumeAfter: number }).resumeAfter
    if (taken.length > 0) expect(resumeAfter).toBe(taken.at(-1)?.id)
    await transfer(w1, w2, w1.nonce + 200n)
    await fast.until(201)
    const metrics = await (await web.handler(new Request("http://node.test/metrics"))).text()
    expect(Number(/^events_overflows_total(?:\{[^}]*\})? (\d+)/mu.exec(metrics)?.[1] ?? 0)).toBeGreaterThanOrEqual(1)
    expect(metrics).toMatch(/^events_subscribers(?:\{[^}]*\})? 1$/mu)
  })

  it("a pruned id gets resync (expired) and the stream goes on live; an unknown id gets resync (unknown)", async () => {
    await run(Effect.flatMap(Effect.service(EventLog), (log) => log.prune(new Date(Date.now() + 60_000))))
    const horizon = await run(Effect.flatMap(Effect.service(EventLog), (log) => log.horizon))
    const expired = await subscribe("after=1&types=pool")
    const unknown = await subscribe(`after=${horizon + 1000}&types=pool`)
    await expired.until(1)
    await unknown.until(1)
    expect(expired.events[0]).toEqual({
      id: horizon,
      event: "resync",
      data: { reason: "expired", resumeAfter: horizon }
    })
    expect(unknown.events[0]).toEqual({
      id: horizon,
      event: "resync",
      data: { reason: "unknown", resumeAfter: horizon }
    })
    const [w1, w2] = [await eth(1), await eth(2)]
    await transfer(w1, w2, w1.nonce)
    await expired.until(2)
    await unknown.until(2)
    expect(expired.events[1]?.event).toBe("pool")
  })

  it("sends heartbeat comments", async () => {
    await web.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await start({ heartbeat: "50 millis" })
    const reader = await subscribe()
    const deadline = Date.now() + 5000
    while (!reader.comments.includes("heartbeat") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reader.comments).toContain("heartbeat")
  })
})

/** `GET /events` expected to answer JSON (an error): status and text body as `expectError` reads them. */
async function sendJson(query: string, headers: Record<string, string>) {
  const response = await events(query, headers)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown }
}
