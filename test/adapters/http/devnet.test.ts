/** The later revision over the devnet on memory: every endpoint answers, page walks see each item once in both orders,
 * type filters agree with the devnet's counts, every batch's forger leads to a coordinator. */
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { planDevnet, seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { TransactionType } from "../../../core/domain/transaction_type.ts"
import { FixtureSettings } from "./fixture.ts"
import { itemsOf, numberOf, record, send } from "./web_client.ts"

const options = { genesisTime: new Date(Date.UTC(2026, 10, 1)) }
const summary = planDevnet(options).summary
const DevnetStorage = Layer.mergeAll(
  Layer.effectDiscard(Effect.orDie(seedDevnet(options))).pipe(Layer.provideMerge(memoryStorage)),
  SystemClock.layer,
  FixtureSettings
)
const web = webHandler(DevnetStorage)
afterAll(() => web.dispose())

async function ok(path: string): Promise<Record<string, unknown>> {
  const response = await send((request) => web.handler(request), path)
  expect(response.status, `${path}: ${response.text}`).toBe(200)
  return record(response.body)
}

/** Walks a list in `order` with pages of `limit`, checking the counts; returns the itemIds seen. */
async function walk(path: string, key: string, order: "ASC" | "DESC", limit: number): Promise<Array<number>> {
  const seen: Array<number> = []
  let total: number | undefined
  let from: number | undefined
  for (;;) {
    const query = `order=${order}&limit=${limit}${from === undefined ? "" : `&fromItem=${from}`}`
    const page = await ok(`${path}${path.includes("?") ? "&" : "?"}${query}`)
    const items = itemsOf(page, key).map((item) => numberOf(item["itemId"]))
    const pending = numberOf(page["pendingItems"])
    total ??= items.length + pending
    expect(seen.length + items.length + pending).toBe(total)
    seen.push(...items)
    if (pending === 0) return seen
    const last = items[items.length - 1]!
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
      expect(itemsOf(page, key).length, path).toBeGreaterThan(0)
    }
    const bids = await ok("/slots?limit=2049")
    const withBid = itemsOf(bids, "slots").find((s) => s["bestBid"] !== null)
    expect(withBid).toBeDefined()
    expect(itemsOf(await ok(`/bids?slotNum=${numberOf(withBid?.["slotNum"])}`), "bids").length).toBeGreaterThan(0)
  })

  it("answers every lookup endpoint for ids taken from the lists", async () => {
    const account = itemsOf(await ok("/accounts?limit=1"), "accounts")[0]!
    await ok(`/accounts/${String(account["accountIndex"])}`)
    const exit = itemsOf(await ok("/exits?limit=1"), "exits")[0]!
    await ok(`/exits/${numberOf(exit["batchNum"])}/${String(exit["accountIndex"])}`)
    for (const id of Object.values(summary.forgedIds)) await ok(`/transactions-history/${id}`)
    for (const id of summary.unforgedIds) expect((await ok(`/transactions-history/${id}`))["batchNum"]).toBe(null)
    await ok("/batches/1")
    const full = await ok(`/full-batches/${summary.batches}`)
    expect(Array.isArray(full["transactions"])).toBe(true)
    await ok(`/slots/${summary.currentSlot}`)
    await ok("/state")
    await ok("/config")
    await ok("/tokens/1")
    // The first registered coordinator (the boot coordinator, itemId 0, comes first and has no bidder).
    const coordinator = itemsOf(await ok("/coordinators"), "coordinators").find((c) => c["itemId"] !== 0)!
    await ok(`/coordinators/${String(coordinator["bidderAddr"])}`)
  })

  it("leads every batch's forgerAddr to a coordinator: the boot coordinator's and a re-registered one's earlier forger included", async () => {
    const batches = itemsOf(await ok("/batches?limit=2049"), "batches")
    expect(batches.length).toBe(summary.batches)
    const forgers = [...new Set(batches.map((batch) => String(batch["forgerAddr"])))]
    const auction = record((await ok("/state"))["auction"])
    const boot = String(auction["bootCoordinator"])
    expect(forgers).toContain(boot)
    for (const forger of forgers) {
      const found = itemsOf(await ok(`/coordinators?forgerAddr=${forger}`), "coordinators")
      expect(found.length, forger).toBeGreaterThan(0)
      if (forger === boot)
        expect(found[0]).toMatchObject({ itemId: 0, forgerAddr: boot, URL: auction["bootCoordinatorUrl"] })
    }
    const listed = itemsOf(await ok("/coordinators"), "coordinators").map((c) => String(c["forgerAddr"]))
    expect(
      forgers.filter((forger) => !listed.includes(forger)).length,
      "a forger found only through an earlier registration"
    ).toBeGreaterThan(0)
  })

  it("walks the coordinators with each filter, the boot coordinator counted", async () => {
    const all = await walk("/coordinators", "coordinators", "ASC", 1)
    expect(all[0]).toBe(0)
    expect(await walk("/coordinators", "coordinators", "DESC", 2)).toEqual([...all].reverse())
    const registered = itemsOf(await ok("/coordinators?limit=2049"), "coordinators").filter((c) => c["itemId"] !== 0)
    for (const coordinator of registered) {
      const bidder = String(coordinator["bidderAddr"])
      const forger = String(coordinator["forgerAddr"])
      expect(await walk(`/coordinators?bidderAddr=${bidder}`, "coordinators", "DESC", 1)).toEqual([
        coordinator["itemId"]
      ])
      expect(
        await walk(
          `/coordinators?forgerAddr=${forger.toUpperCase().replace("0X", "0x")}&bidderAddr=${bidder}`,
          "coordinators",
          "ASC",
          1
        )
      ).toEqual([coordinator["itemId"]])
    }
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
    for (const type of TransactionType.literals) {
      const count = summary.forgedByType[type]
      const seen = await walk(`/transactions-history?type=${type}`, "transactions", "ASC", 2049)
      // The devnet counts the coordinator's account creations (also CreateAccountDeposit) apart.
      const coordinator = type === "CreateAccountDeposit" ? summary.l1CoordinatorTransactions : 0
      expect(seen.length, type).toBe(count + coordinator)
    }
  })
})
