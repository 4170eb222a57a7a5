/** GET parity: the same requests asked of several answerers (in-process storages or nodes over HTTP), compared byte for
 * byte with the first: walks of every devnet and pool GET, and the GET routes no walk hit. */
import { expect } from "vitest"
import { endpointRoutes } from "./routes_for_tests.ts"
import { itemsOf, record, sendTo, type TestResponse } from "./web_client.ts"

/** Something that answers requests: a storage's handler, a node process. */
export interface Answerer {
  readonly name: string
  readonly send: (path: string, init?: RequestInit) => Promise<TestResponse>
}

/** The server at `baseUrl` (`http://host:port`) as an answerer, over a real socket. */
export function overHttp(name: string, baseUrl: string): Answerer {
  return { name, send: (path, init) => sendTo(baseUrl, path, init) }
}

/** Compares the answers of a set of answerers, counting what it compared. */
export interface Parity {
  /** Asks every answerer `path`; asserts identical status and body; returns the reference's parsed body. */
  readonly same: (path: string) => Promise<unknown>
  /** Walks a list in both orders with pages of `limit` (and once with the default page), comparing every page. */
  readonly walk: (path: string, key: string, limit: number) => Promise<void>
  /** Every item of a list, from the reference (compared). */
  readonly all: (path: string, key: string) => Promise<Array<Record<string, unknown>>>
  /** How many requests were compared. */
  readonly compared: () => number
  /** How many compared answers had each status. */
  readonly statuses: () => ReadonlyMap<number, number>
  /** Every path compared. */
  readonly paths: () => ReadonlyArray<string>
}

/** A parity over the answerers `answerers()` gives at each request (they may be added later). */
export function makeParity(answerers: () => ReadonlyArray<Answerer>): Parity {
  let compared = 0
  const statuses = new Map<number, number>()
  const paths: Array<string> = []
  const same = async (path: string): Promise<unknown> => {
    const answers = await Promise.all(answerers().map(async (a) => ({ name: a.name, response: await a.send(path) })))
    const [expected, ...others] = answers
    if (expected === undefined) throw new Error("no answerer")
    for (const other of others) {
      expect(`${other.response.status} ${other.response.text}`, `${other.name}: GET ${path}`).toBe(
        `${expected.response.status} ${expected.response.text}`
      )
    }
    compared++
    paths.push(path)
    statuses.set(expected.response.status, (statuses.get(expected.response.status) ?? 0) + 1)
    return expected.response.body
  }
  const walk = async (path: string, key: string, limit: number): Promise<void> => {
    await same(path)
    for (const order of ["ASC", "DESC"] as const) {
      let from: number | undefined
      for (let pages = 0; pages < 500; pages++) {
        const separator = path.includes("?") ? "&" : "?"
        const body = await same(
          `${path}${separator}order=${order}&limit=${limit}${from === undefined ? "" : `&fromItem=${from}`}`
        )
        const page = record(body)
        if (!Array.isArray(page[key])) return
        const items = itemsOf(body, key)
        const last = items.at(-1)?.["itemId"]
        if (page["pendingItems"] === 0 || typeof last !== "number") break
        from = order === "ASC" ? last + 1 : last - 1
      }
    }
  }
  const all = async (path: string, key: string): Promise<Array<Record<string, unknown>>> => {
    const separator = path.includes("?") ? "&" : "?"
    return itemsOf(await same(`${path}${separator}limit=2049`), key)
  }
  return { same, walk, all, compared: () => compared, statuses: () => statuses, paths: () => paths }
}

/** The distinct string values of a field among items. */
function values(items: ReadonlyArray<Record<string, unknown>>, field: string): Array<string> {
  return [
    ...new Set(
      items
        .map((item) => item[field])
        .filter((v) => v !== null && v !== undefined)
        .map(String)
    )
  ]
}

/** The path in each of the two revisions. */
const both = (path: string) => [path, `/earlier${path}`]

/** Every list of the devnet with its filters, walked in pages of 5, and every lookup of an id they name, in both revisions. */
export async function everyDevnetGet(parity: Parity): Promise<void> {
  const { all, same, walk } = parity
  const tokens = await all("/tokens", "tokens")
  const accounts = await all("/accounts", "accounts")
  const exits = await all("/exits", "exits")
  const history = await all("/transactions-history", "transactions")
  const batches = await all("/batches", "batches")
  const coordinators = await all("/coordinators", "coordinators")
  const slotsWithBids = (await all("/slots", "slots"))
    .filter((slot) => slot["bestBid"] !== null)
    .map((slot) => String(slot["slotNum"]))
  const bids = (await Promise.all(slotsWithBids.map((slot) => all(`/bids?slotNum=${slot}`, "bids")))).flat()
  expect(history.length).toBeGreaterThan(50)

  const addresses = values(accounts, "zkEthereumAddress")
  const keys = values(accounts, "bjj")
  const indexes = values(accounts, "accountIndex")
  const tokenIds = values(tokens, "id")
  const types = values(history, "type")
  const batchNums = values(batches, "batchNum")
  const slots = values(bids, "slotNum")
  const bidders = [...new Set([...values(bids, "bidderAddr"), ...values(coordinators, "bidderAddr")])]
  const forgers = values(batches, "forgerAddr")
  const pick = <A>(list: ReadonlyArray<A>, n: number) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n)

  const lists: Array<readonly [string, string]> = [
    ["/tokens", "tokens"],
    ["/accounts", "accounts"],
    ["/exits", "exits"],
    ["/transactions-history", "transactions"],
    ["/batches", "batches"],
    ["/bids", "bids"],
    ["/slots?minSlotNum=0&maxSlotNum=40", "slots"],
    ["/coordinators", "coordinators"],
    ["/slots", "slots"],
    [`/tokens?ids=${pick(tokenIds, 3).join(",")}`, "tokens"],
    [`/tokens?symbols=${values(tokens, "symbol").slice(0, 2).join(",")}`, "tokens"],
    ["/tokens?name=e", "tokens"],
    [`/accounts?tokenIds=${pick(tokenIds, 2).join(",")}`, "accounts"],
    ["/exits?onlyPendingWithdraws=true", "exits"],
    ["/slots?finishedAuction=true", "slots"],
    ...pick(addresses, 3).flatMap(
      (a) =>
        [
          [`/accounts?zkEthereumAddress=${a}`, "accounts"],
          [`/accounts?zkEthereumAddress=${a}&tokenIds=${tokenIds[0]}`, "accounts"],
          [`/exits?zkEthereumAddress=${a}`, "exits"],
          [`/transactions-history?zkEthereumAddress=${a}`, "transactions"],
          [`/transactions-history?zkEthereumAddress=${a}&tokenId=${tokenIds[0]}`, "transactions"],
          [`/transactions-history?zkEthereumAddress=${a}&type=Transfer`, "transactions"]
        ] as const
    ),
    ...pick(keys, 2).flatMap(
      (k) =>
        [
          [`/accounts?BJJ=${k}`, "accounts"],
          [`/exits?BJJ=${k}&onlyPendingWithdraws=true`, "exits"],
          [`/transactions-history?BJJ=${k}`, "transactions"],
          [`/transactions-history?BJJ=${k}&type=Exit`, "transactions"]
        ] as const
    ),
    ...pick(indexes, 4).flatMap(
      (i) =>
        [
          [`/accounts/${i}/balance-history`, "balances"],
          [`/accounts/${i}/balance-history?asOfBatchNum=${batchNums[Math.floor(batchNums.length / 2)]}`, "balances"],
          [`/exits?accountIndex=${i}`, "exits"],
          [`/transactions-history?accountIndex=${i}`, "transactions"],
          [`/transactions-history?accountIndex=${i}&type=Transfer`, "transactions"],
          [`/transactions-history?accountIndex=${i}&batchNum=${batchNums.at(-1)}`, "transactions"]
        ] as const
    ),
    ...tokenIds.flatMap(
      (t) =>
        [
          [`/exits?tokenId=${t}`, "exits"],
          [`/transactions-history?tokenId=${t}`, "transactions"],
          [`/transactions-history?tokenId=${t}&type=Deposit`, "transactions"]
        ] as const
    ),
    ...types.map((t) => [`/transactions-history?type=${t}`, "transactions"] as const),
    ...pick(batchNums, 4).flatMap(
      (b) =>
        [
          [`/exits?batchNum=${b}`, "exits"],
          [`/transactions-history?batchNum=${b}`, "transactions"],
          [`/transactions-history?batchNum=${b}&type=Transfer`, "transactions"],
          [`/batches?minBatchNum=${b}`, "batches"],
          [`/batches?maxBatchNum=${b}`, "batches"]
        ] as const
    ),
    ...slots.slice(0, 3).flatMap(
      (s) =>
        [
          [`/bids?slotNum=${s}`, "bids"],
          [`/batches?slotNum=${s}`, "batches"]
        ] as const
    ),
    ...bidders.flatMap(
      (b) =>
        [
          [`/bids?bidderAddr=${b}`, "bids"],
          [`/bids?bidderAddr=${b}&slotNum=${slots[0]}`, "bids"],
          [`/slots?wonByEthereumAddress=${b}`, "slots"]
        ] as const
    ),
    ...forgers.map((f) => [`/batches?forgerAddr=${f}`, "batches"] as const),
    ...[...new Set([...forgers, ...values(coordinators, "forgerAddr")])].map(
      (f) => [`/coordinators?forgerAddr=${f}`, "coordinators"] as const
    ),
    ...bidders.flatMap(
      (b) =>
        [
          [`/coordinators?bidderAddr=${b}`, "coordinators"],
          [`/coordinators?bidderAddr=${b}&forgerAddr=${forgers[0]}`, "coordinators"]
        ] as const
    )
  ]
  for (const [path, key] of lists) {
    for (const revision of both(path)) await walk(revision, key, 5)
  }

  const lookups = [
    "/state",
    "/config",
    "/currencies",
    "/currencies?base=USD&symbols=EUR,CNY,JPY,GBP",
    "/currencies?base=EUR",
    "/currencies/EUR",
    "/currencies/CHF",
    ...tokenIds.map((t) => `/tokens/${t}`),
    ...indexes.map((i) => `/accounts/${i}`),
    ...indexes.map((i) => `/accounts/${i}/proof`),
    ...pick(indexes, 4).map((i) => `/accounts/${i}/proof?batchNum=${batchNums[Math.floor(batchNums.length / 2)]}`),
    ...exits.map((x) => `/exits/${String(x["batchNum"])}/${String(x["accountIndex"])}`),
    ...history.map((t) => `/transactions-history/${String(t["id"])}`),
    ...batchNums.flatMap((b) => [`/batches/${b}`, `/full-batches/${b}`]),
    ...slots.map((s) => `/slots/${s}`),
    ...coordinators.map((c) => `/coordinators/${String(c["bidderAddr"])}`),
    "/tokens/4000000",
    "/accounts/zk:ETH:999999",
    "/accounts/zk:ETH:999999/balance-history",
    "/accounts/zk:ETH:999999/proof",
    `/transactions-history/0x${"00".repeat(33)}`,
    "/batches/99999",
    "/exits/1/zk:ETH:256"
  ]
  for (const path of lookups) for (const revision of both(path)) await same(revision)

  // Bulk lookups (later revision; a 400 in the earlier): ids and indexes the lists name, reordered, with unknown ones.
  const unknownId = `0x${"00".repeat(33)}`
  const historyIds = pick(
    history.map((t) => String(t["id"])),
    98
  ).reverse()
  for (const path of [
    `/transactions-history?ids=${[unknownId, ...historyIds].join(",")}`,
    `/accounts?accountIndexes=${[...pick(indexes, 98).reverse(), "zk:ETH:999999"].join(",")}`
  ]) {
    for (const revision of both(path)) await same(revision)
  }

  // The search box (later revision only) for a few identifiers of every kind, and for nothing.
  const terms = [
    ...pick(
      history.map((t) => String(t["id"])),
      4
    ),
    ...pick(indexes, 3),
    ...pick(batchNums, 3),
    ...tokenIds,
    ...values(tokens, "symbol"),
    ...values(tokens, "ethereumAddress"),
    ...pick(addresses, 3),
    ...pick(keys, 2),
    ...bidders,
    "nothing",
    "999999"
  ]
  for (const term of terms) await same(`/search?q=${encodeURIComponent(term)}`)

  // Finality (later revision only): transactions' statuses (and an unknown id's 404), the finalized history.
  for (const id of [
    ...pick(
      history.map((t) => String(t["id"])),
      4
    ),
    unknownId
  ])
    await same(`/transactions/${id}/status`)
  await walk("/transactions-history?minFinality=finalized", "transactions", 50)
  // The history export (later revision only), whole, in both formats.
  for (const format of ["ndjson", "csv"]) await same(`/transactions-history/export?format=${format}`)
  // Webhooks without an API key: the same 401 everywhere.
  for (const path of ["/webhooks", "/webhooks/wh_unknown", "/webhooks/wh_unknown/deliveries"]) await same(path)
}

/**
 * The pool list with each of its filters for `accounts` (walked in pages of 2), their next nonces, and fee quotes in
 * their tokens for every type, in both revisions where they exist.
 */
export async function everyPoolGet(parity: Parity, accounts: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const pool = [
    "/transactions-pool",
    "/transactions-pool?state=pend",
    "/transactions-pool?state=fged",
    "/transactions-pool?tokenId=0",
    "/transactions-pool?type=Transfer",
    ...accounts.flatMap((a) => [
      `/transactions-pool?accountIndex=${String(a["accountIndex"])}`,
      `/transactions-pool?zkEthereumAddress=${String(a["zkEthereumAddress"])}&state=pend`,
      `/transactions-pool?BJJ=${String(a["bjj"])}&type=Exit`
    ])
  ]
  for (const path of pool) await parity.walk(path, "transactions", 2)
  const poolItems = await parity.all("/transactions-pool", "transactions")
  const poolIds = poolItems.map((tx) => String(tx["id"])).reverse()
  await parity.same(`/transactions-pool?ids=${[...poolIds, `0x${"00".repeat(33)}`].slice(0, 100).join(",")}`)
  // The atomic groups the pool holds, and one it does not.
  const groups = new Set(
    poolItems.flatMap((tx) => (typeof tx["atomicGroupId"] === "string" ? [tx["atomicGroupId"]] : []))
  )
  for (const group of groups) await parity.same(`/atomic-pool/${group}`)
  await parity.same(`/atomic-pool/0x${"00".repeat(32)}`)
  for (const account of accounts) await parity.same(`/accounts/${String(account["accountIndex"])}/nonce`)
  await parity.same("/accounts/zk:ETH:999999/nonce")
  const tokenIds = new Set(accounts.map((a) => String(record(a["token"])["id"])))
  for (const tokenId of tokenIds) {
    for (const type of ["Transfer", "Exit", "TransferToEthAddr", "TransferToBJJ"]) {
      await parity.same(`/fee-quote?tokenId=${tokenId}&type=${type}`)
      await parity.same(`/fee-quote?tokenId=${tokenId}&type=${type}&amount=1000000000000000000`)
    }
  }
  await parity.same("/fee-quote?tokenId=99999&type=Exit")
  await parity.same("/earlier/transactions-pool")
  await parity.same("/earlier/accounts/zk:ETH:256/nonce")
  await parity.same("/earlier/fee-quote?tokenId=0&type=Exit")
}

/** The GET routes of both revisions (later at `/`, earlier at `/earlier`) that none of `paths` hits, but those in `except`. */
export function uncoveredGetRoutes(paths: ReadonlyArray<string>, except: ReadonlyArray<string>): Array<string> {
  const routes = [...endpointRoutes("later", "/"), ...endpointRoutes("earlier", "/earlier")].filter(
    (route) => route.method === "GET" && !except.includes(route.template)
  )
  const bare = paths.map((path) => path.split("?")[0] ?? path)
  return routes
    .filter((route) => {
      const pattern = new RegExp(`^${route.template.replace(/:[A-Za-z]+/g, "[^/]+")}$`)
      return !bare.some((path) => pattern.test(path))
    })
    .map((route) => route.template)
}
