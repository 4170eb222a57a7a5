/** Earlier-revision page walks over the fixture and devnet: each item once in order, the same totals on every page,
 * the later revision's walk agreeing, and one step past the end a 404. */
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { expectError } from "./expect_error.ts"
import { FixtureSettings, FixtureStorage } from "./fixture.ts"
import { itemsOf, numberOf, record, send } from "./web_client.ts"

const devnetOptions = { genesisTime: new Date(Date.UTC(2026, 10, 1)) }
const DevnetStorage = Layer.mergeAll(
  Layer.effectDiscard(Effect.orDie(seedDevnet(devnetOptions))).pipe(Layer.provideMerge(memoryStorage)),
  SystemClock.layer,
  FixtureSettings
)

const mounts = { laterBasePath: "/", earlierBasePath: "/earlier" } as const
const fixture = webHandler(FixtureStorage, mounts)
const devnet = webHandler(DevnetStorage, mounts)
afterAll(async () => {
  await fixture.dispose()
  await devnet.dispose()
})

type Handler = typeof fixture

/** The earlier envelope of a page. */
interface Pagination {
  readonly totalItems: number
  readonly firstItem: number
  readonly lastItem: number
}

function paginationOf(body: Record<string, unknown>): Pagination {
  const pagination = record(body["pagination"])
  return {
    totalItems: numberOf(pagination["totalItems"]),
    firstItem: numberOf(pagination["firstItem"]),
    lastItem: numberOf(pagination["lastItem"])
  }
}

/** `path` with more query parameters. */
function withQuery(path: string, query: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${query}`
}

/** Walks an earlier-revision list the way its clients did; returns the itemIds seen and the totals. */
async function walkEarlier(
  web: Handler,
  path: string,
  key: string,
  order: "ASC" | "DESC",
  limit: number
): Promise<{ readonly seen: Array<number>; readonly pagination: Pagination; readonly next: number }> {
  const seen: Array<number> = []
  let totals: Pagination | undefined
  let from: number | undefined
  for (let pages = 0; ; pages++) {
    const query = `order=${order}&limit=${limit}${from === undefined ? "" : `&fromItem=${from}`}`
    const response = await send((request) => web.handler(request), withQuery(`/earlier${path}`, query))
    expect(response.status, `${path} ${query}: ${response.text}`).toBe(200)
    const body = record(response.body)
    const ids = itemsOf(body, key).map((item) => numberOf(item["itemId"]))
    const pagination = paginationOf(body)
    totals ??= pagination
    expect(pagination, `${path} ${query}: the totals are those of the whole result on every page`).toEqual(totals)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThanOrEqual(limit)
    seen.push(...ids)
    expect(pages, `${path}: the walk must end`).toBeLessThanOrEqual(pagination.totalItems)
    const last = ids[ids.length - 1]!
    from = order === "ASC" ? last + 1 : last - 1
    if (last === (order === "ASC" ? pagination.lastItem : pagination.firstItem)) return { seen, pagination, next: from }
  }
}

/**
 * Every itemId of a list, ascending: the later revision's own walk, ended by pendingItems = 0 —
 * or, for `/bids` (which the later revision answers only with a filter) and `/coordinators` (which
 * the later revision heads with the boot coordinator), one earlier page of the largest size.
 */
async function referenceIds(web: Handler, path: string, key: string): Promise<Array<number>> {
  if (path === "/bids" || path === "/coordinators") {
    const body = record((await send((request) => web.handler(request), `/earlier${path}?limit=2049`)).body)
    return itemsOf(body, key).map((item) => numberOf(item["itemId"]))
  }
  const ids: Array<number> = []
  let from: number | undefined
  for (;;) {
    const query = `limit=2049${from === undefined ? "" : `&fromItem=${from}`}`
    const body = record((await send((request) => web.handler(request), withQuery(path, query))).body)
    const page = itemsOf(body, key).map((item) => numberOf(item["itemId"]))
    ids.push(...page)
    if (numberOf(body["pendingItems"]) === 0) return ids
    from = page[page.length - 1]! + 1
  }
}

/** Walks `path` both ways with each limit and checks the walks against the later revision's list. */
async function checkWalks(web: Handler, path: string, key: string, limits: ReadonlyArray<number>): Promise<number> {
  const all = await referenceIds(web, path, key)
  expect(all.length, `${path} must have items`).toBeGreaterThan(0)
  for (const limit of limits) {
    const asc = await walkEarlier(web, path, key, "ASC", limit)
    expect(asc.seen, `${path} ASC limit ${limit}`).toEqual(all)
    expect(new Set(asc.seen).size).toBe(asc.seen.length)
    expect(asc.pagination).toEqual({ totalItems: all.length, firstItem: all[0], lastItem: all[all.length - 1] })
    const desc = await walkEarlier(web, path, key, "DESC", limit)
    expect(desc.seen, `${path} DESC limit ${limit}`).toEqual([...all].reverse())
    // One step past the end finds nothing: the earlier revision answers 404, so clients stop on lastItem/firstItem.
    for (const [order, next] of [
      ["ASC", asc.next],
      ["DESC", desc.next]
    ] as const) {
      if (next < 0) continue
      const past = await send(
        (request) => web.handler(request),
        withQuery(`/earlier${path}`, `order=${order}&fromItem=${next}`)
      )
      expectError(past, 404, "ErrNotFound", 4)
    }
  }
  return all.length
}

describe("earlier page walks over the fixture", () => {
  it.each([
    ["/accounts", "accounts"],
    ["/exits", "exits"],
    ["/transactions-history", "transactions"],
    ["/transactions-history?tokenId=0", "transactions"],
    ["/batches", "batches"],
    ["/bids", "bids"],
    ["/tokens", "tokens"],
    ["/coordinators", "coordinators"]
  ])("GET %s ends on lastItem (ASC) and firstItem (DESC) and sees every item once", async (path, key) => {
    await checkWalks(fixture, path, key, [1, 2, 5])
  })
})

describe("earlier page walks over the devnet", () => {
  it.each([
    ["/accounts", "accounts", [1, 9, 50]],
    ["/exits", "exits", [4, 25]],
    ["/exits?tokenId=0", "exits", [3]],
    ["/transactions-history", "transactions", [17, 100, 2049]],
    ["/transactions-history?type=Transfer", "transactions", [5, 30]],
    ["/transactions-history?tokenId=1", "transactions", [7]],
    ["/batches", "batches", [1, 10]],
    ["/slots", "slots", [1, 3]],
    ["/slots?finishedAuction=true", "slots", [2]],
    ["/bids", "bids", [1, 4]],
    ["/tokens", "tokens", [1, 4]],
    ["/coordinators", "coordinators", [1, 2]]
  ] as const)("GET %s", async (path, key, limits) => {
    const count = await checkWalks(devnet, path, key, limits)
    expect(count).toBeGreaterThan(0)
  })

  it("the history walk covers the devnet's hundreds of forged items", async () => {
    const walk = await walkEarlier(devnet, "/transactions-history", "transactions", "ASC", 64)
    expect(walk.seen.length).toBeGreaterThanOrEqual(400)
    expect(walk.pagination.totalItems).toBe(walk.seen.length)
  })
})
