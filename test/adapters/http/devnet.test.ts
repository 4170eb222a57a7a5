/**
 * The later revision over the memory adapter seeded by the devnet (a few hundred history items,
 * every transaction type): every endpoint answers, page walks in both orders see every item
 * exactly once with `received + pendingItems` constant, and the type filter agrees with the
 * devnet's own counts.
 */
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { MemoryStorage, WallClockFromClock } from "../../../adapters/memory/mod.ts"
import { planDevnet, seedDevnet } from "../../../app/devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import type { TransactionType } from "../../../core/domain/transaction_type.ts"
import { FixtureSettings } from "./fixture.ts"
import { send } from "./web_client.ts"

const options = { genesisTime: new Date(Date.UTC(2026, 10, 1)) }
const summary = planDevnet(options).summary
const DevnetStorage = Layer.mergeAll(
  Layer.effectDiscard(Effect.orDie(seedDevnet(options))).pipe(Layer.provideMerge(MemoryStorage.layer)),
  WallClockFromClock.layer,
  FixtureSettings
)
const web = webHandler(DevnetStorage)
afterAll(() => web.dispose())

async function ok(path: string): Promise<Record<string, unknown>> {
  const response = await send((request) => web.handler(request), path)
  expect(response.status, `${path}: ${response.text}`).toBe(200)
  return response.body as Record<string, unknown>
}

interface Item {
  readonly itemId: number
}

/** Walks a list in `order` with pages of `limit`, checking the counts; returns the itemIds seen. */
async function walk(path: string, key: string, order: "ASC" | "DESC", limit: number): Promise<Array<number>> {
  const seen: Array<number> = []
  let total: number | undefined
  let from: number | undefined
  for (;;) {
    const query = `order=${order}&limit=${limit}${from === undefined ? "" : `&fromItem=${from}`}`
    const page = await ok(`${path}${path.includes("?") ? "&" : "?"}${query}`)
    const items = page[key] as Array<Item>
    const pending = page["pendingItems"] as number
    total ??= items.length + pending
    expect(seen.length + items.length + pending).toBe(total)
    seen.push(...items.map((item) => item.itemId))
    if (pending === 0) return seen
    const last = items[items.length - 1]!.itemId
    from = order === "ASC" ? last + 1 : last - 1
  }
}

describe("over the devnet", () => {
  it("answers every list endpoint with items", async () => {
    for (const [path, key] of [
      ["/accounts", "accounts"],
      ["/exits", "exits"],
      ["/transactions-history", "transactions"],
      ["/batches", "batches"],
      ["/slots", "slots"],
      ["/tokens", "tokens"],
      ["/coordinators", "coordinators"]
    ] as const) {
      const page = await ok(path)
      expect((page[key] as Array<unknown>).length, path).toBeGreaterThan(0)
    }
    const bids = await ok("/slots?limit=2049")
    const withBid = (bids["slots"] as Array<{ slotNum: number; bestBid: unknown }>).find((s) => s.bestBid !== null)
    expect(withBid).toBeDefined()
    expect(((await ok(`/bids?slotNum=${withBid!.slotNum}`))["bids"] as Array<unknown>).length).toBeGreaterThan(0)
  })

  it("answers every lookup endpoint for ids taken from the lists", async () => {
    const account = ((await ok("/accounts?limit=1"))["accounts"] as Array<{ accountIndex: string }>)[0]!
    await ok(`/accounts/${account.accountIndex}`)
    const exit = ((await ok("/exits?limit=1"))["exits"] as Array<{ batchNum: number; accountIndex: string }>)[0]!
    await ok(`/exits/${exit.batchNum}/${exit.accountIndex}`)
    for (const id of Object.values(summary.forgedIds)) await ok(`/transactions-history/${id}`)
    for (const id of summary.unforgedIds) expect((await ok(`/transactions-history/${id}`))["batchNum"]).toBe(null)
    await ok("/batches/1")
    const full = await ok(`/full-batches/${summary.batches}`)
    expect(Array.isArray(full["transactions"])).toBe(true)
    await ok(`/slots/${summary.currentSlot}`)
    await ok("/state")
    await ok("/config")
    await ok("/tokens/1")
    const coordinator = ((await ok("/coordinators"))["coordinators"] as Array<{ bidderAddr: string }>)[0]!
    await ok(`/coordinators/${coordinator.bidderAddr}`)
  })

  it("walks the history in both orders, seeing every forged transaction once", async () => {
    const asc = await walk("/transactions-history", "transactions", "ASC", 37)
    expect(asc.length).toBe(summary.forgedTransactions)
    expect(new Set(asc).size).toBe(asc.length)
    expect([...asc].sort((a, b) => a - b)).toEqual(asc)
    const desc = await walk("/transactions-history", "transactions", "DESC", 50)
    expect(desc).toEqual([...asc].reverse())
  })

  it("walks accounts and batches", async () => {
    expect((await walk("/accounts", "accounts", "ASC", 7)).length).toBe(summary.accounts)
    expect((await walk("/batches", "batches", "DESC", 5)).length).toBe(summary.batches)
  })

  it("filters the history by type with the devnet's counts", async () => {
    for (const [type, count] of Object.entries(summary.forgedByType) as Array<[TransactionType, number]>) {
      const seen = await walk(`/transactions-history?type=${type}`, "transactions", "ASC", 2049)
      // The devnet counts the coordinator's account creations (also CreateAccountDeposit) apart.
      const coordinator = type === "CreateAccountDeposit" ? summary.l1CoordinatorTransactions : 0
      expect(seen.length, type).toBe(count + coordinator)
    }
  })
})
