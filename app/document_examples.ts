/** The API description's request and response examples, replayed on a fresh devnet node whose clock is stopped, so
 * every run gives the same answers: a transfer, an authorization, every list and lookup. */
import { Effect, Layer, Result, Schema } from "effect"
import { writeFileSync } from "node:fs"
import { EthereumSign, PoseidonCrypto } from "../adapters/crypto/mod.ts"
import type { OperationExample, RevisionExamples } from "../adapters/http/api/openapi_examples.ts"
import { MemoryStorage } from "../adapters/memory/mod.ts"
import { encodeBjj } from "../core/domain/bjj.ts"
import { WallClock } from "../core/ports/clock.ts"
import { type Revision, RevisionTable } from "../core/revision/revision.ts"
import { accountCreationDigest } from "../core/signing/mod.ts"
import { parseInvocation } from "../wallet/arguments.ts"
import { nodeApi } from "../wallet/node_api.ts"
import { resolveTransaction } from "../wallet/resolve_parties.ts"
import { signTransaction } from "../wallet/signed_transaction.ts"
import { appConfigLayer, DEFAULT_APP_SETTINGS } from "./config.ts"
import { NetworkSettingsLive } from "./network_settings.ts"
import { webHandler } from "./server.ts"
import { devnetDurationSeconds } from "../devnet/scenario.ts"
import { seedDevnet } from "../devnet/seed.ts"
import { devnetFaucetLayer } from "../devnet/faucet.ts"
import { devnetWallet, privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import { isJsonObject } from "../adapters/http/api/json_object.ts"
import { Account } from "../core/domain/account.ts"
import { formatAccountIndex } from "../core/domain/account_index.ts"
import { FeeSelector, Nonce } from "../core/domain/scalars.ts"
import { atomicGroupId } from "../core/ledger/atomic_group_id.ts"
import { requestOffsetOf } from "../core/ledger/atomic_offset.ts"
import { type RequestedTransaction, requestFieldsOf } from "../core/signing/request_fields.ts"

/** The devnet's genesis for the examples. */
export const EXAMPLES_GENESIS_TIME = new Date("2026-01-01T00:00:00.000Z")

/** The examples node's wall clock: the end of the devnet's timeline, where `npm start` would be. */
export const EXAMPLES_NOW = new Date(EXAMPLES_GENESIS_TIME.getTime() + devnetDurationSeconds() * 1000)

/** Where each revision is mounted on the examples node. */
const BASE_PATHS: Readonly<Record<Revision, string>> = { later: "", earlier: "/earlier" }

/** The revisions in the order their examples are taken (the pool and authorization posts happen in the first). */
const ORDER: ReadonlyArray<Revision> = ["later", "earlier"]

/** Where `npm run openapi:examples` writes the examples, relative to the repository. */
export const EXAMPLES_FILE = "adapters/http/api/devnet_examples.json"

/** Every revision's examples. */
export type DocumentExamples = Readonly<Record<Revision, RevisionExamples>>

/** The devnet storage of the examples node: memory, default settings, fixed genesis, stopped wall clock, the faucet. */
function examplesStorage() {
  const seeded = Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: EXAMPLES_GENESIS_TIME }))).pipe(
      Layer.provideMerge(MemoryStorage.layer.pipe(Layer.provide(PoseidonCrypto.layer)))
    ),
    Layer.succeed(WallClock, WallClock.of({ now: Effect.sync(() => new Date(EXAMPLES_NOW)) })),
    NetworkSettingsLive.pipe(Layer.provide(appConfigLayer()))
  )
  return devnetFaucetLayer.pipe(Layer.provideMerge(seeded))
}

/** The faucet's example (the later revision's, taken last: it queues an L1 deposit): an account for devnet wallet 3's
 * address and the key its wallet app derives at login, in HEZ. */
function faucetExample(handler: Handler): Promise<OperationExample> {
  const wallet = devnetWallet(3)
  const body = {
    zkEthereumAddress: `zk:${wallet.ethAddress}`,
    bjj: encodeBjj(wallet.loginBjjPublicKey),
    tokenId: 1,
    amount: "1000000000000000000000"
  }
  return exchange(handler, BASE_PATHS.later, { method: "POST", path: "/devnet/deposits", body })
}

/** `value[key]` of a JSON object (fails when absent: the devnet no longer has what the examples read). */
function field(value: unknown, key: string): unknown {
  if (!isJsonObject(value) || !(key in value))
    throw new Error(`document examples: no "${key}" in ${JSON.stringify(value)?.slice(0, 200)}`)
  return value[key]
}

/** The first item of a list answer. */
function firstItem(list: unknown, key: string): unknown {
  const items = field(list, key)
  if (!Array.isArray(items) || items.length === 0) throw new Error(`document examples: the list "${key}" is empty`)
  return items[0]
}

/** The first two items of a list answer. */
function twoItems(list: unknown, key: string): readonly [unknown, unknown] {
  const items = field(list, key)
  if (!Array.isArray(items) || items.length < 2)
    throw new Error(`document examples: the list "${key}" has fewer than two items`)
  return [items[0], items[1]]
}

/** The first coordinator of a list that a bidder registered (the later revision lists the boot coordinator, itemId 0, first). */
function firstRegistered(list: unknown): unknown {
  const items = field(list, "coordinators")
  const found = Array.isArray(items) ? items.find((coordinator) => field(coordinator, "itemId") !== 0) : undefined
  if (found === undefined) throw new Error("document examples: no registered coordinator in the list")
  return found
}

/** A path segment from a JSON value (`:` is left as it is: a path segment may hold it). */
function segment(value: unknown): string {
  return encodeURIComponent(String(value)).replace(/%3A/giu, ":")
}

/** The body by which devnet wallet `wallet` authorizes its own BabyJubJub key on the default configuration's domain. */
function authorizationBody(wallet: number) {
  const { ethAddress, bjjPublicKey } = devnetWallet(wallet)
  const domain = {
    name: DEFAULT_APP_SETTINGS.networkName,
    chainId: DEFAULT_APP_SETTINGS.chainId,
    verifyingContract: DEFAULT_APP_SETTINGS.contracts.rollup
  }
  return {
    zkEthereumAddress: `zk:${ethAddress}`,
    bjj: encodeBjj(bjjPublicKey),
    signature: EthereumSign.signDigest(privateKeyBytes(BigInt(wallet)), accountCreationDigest(bjjPublicKey, domain))
  }
}

/** A web handler's answer to one request. */
type Handler = (request: Request) => Promise<Response>

/**
 * The `npm run send` command whose transaction the pool examples post: the README's example, its fee selector given
 * apart (`transferBody`): 0 for the posted transfer, so that both revisions' examples stay what they were before the
 * command took the node's fee quote; more for the replacements.
 */
const SEND_ARGUMENTS = [
  "transfer",
  "--from",
  "1",
  "--to",
  "2",
  "--token",
  "ETH",
  "--amount",
  "1.5",
  "--url",
  "http://devnet.example"
]

/**
 * The body `npm run send` posts for `SEND_ARGUMENTS` with fee selector `fee` (and `nonce`, else the node's next one):
 * resolved against the node, signed with devnet wallet 1's key.
 */
async function transferBody(handler: Handler, fee = 0, nonce?: string): Promise<unknown> {
  const invocation = parseInvocation([
    ...SEND_ARGUMENTS,
    "--fee",
    String(fee),
    ...(nonce === undefined ? [] : ["--nonce", nonce])
  ])
  if (Result.isFailure(invocation) || invocation.success._tag !== "Send")
    throw new Error("document examples: bad send arguments")
  const request = invocation.success.request
  const signed = await Effect.runPromise(
    Effect.gen(function* () {
      const api = yield* nodeApi(request.url, handler)
      const { draft } = yield* resolveTransaction(api, request)
      return signTransaction(draft, privateKeyBytes(BigInt(request.from)), request.chainId)
    })
  )
  if (Result.isFailure(signed)) throw new Error(`document examples: cannot sign the transfer: ${signed.failure}`)
  return signed.success.body
}

/** Devnet wallet `wallet`'s first account in the token of id `tokenId` as the node shows it, with the nonce its next
 * transaction takes (`GET /accounts/{accountIndex}/nonce`). */
async function accountOf(handler: Handler, basePath: string, wallet: number, tokenId: number): Promise<Account> {
  const { ethAddress } = devnetWallet(wallet)
  const listed = await exchange(handler, basePath, {
    method: "GET",
    path: `/accounts?zkEthereumAddress=zk:${ethAddress}&tokenIds=${tokenId}&limit=1`
  })
  const account = Schema.decodeUnknownSync(Account)(firstItem(listed.response, "accounts"))
  const nonce = await exchange(handler, basePath, {
    method: "GET",
    path: `/accounts/${segment(formatAccountIndex(account.accountIndex))}/nonce`
  })
  return { ...account, nonce: Nonce.make(BigInt(String(field(nonce.response, "nextNonce")))) }
}

/** One leg of the examples' swap: devnet wallet `wallet` sends `amount` from account `from` to account `to`. */
interface SwapLeg {
  readonly wallet: number
  readonly from: Account
  readonly to: Account
  readonly amount: bigint
}

/** The fields of `leg` another transaction requests (`requestFieldsOf`). */
function requestedLeg(leg: SwapLeg): RequestedTransaction {
  return {
    fromAccountIndex: leg.from.accountIndex,
    toAccountIndex: leg.to.accountIndex,
    toZkEthereumAddress: null,
    toBjj: null,
    tokenId: leg.from.token.id,
    amount: leg.amount,
    fee: FeeSelector.make(0),
    nonce: leg.from.nonce
  }
}

/** `leg` signed requesting `other`, as a member of the group body with `requestOffset`. */
function signedLeg(leg: SwapLeg, other: SwapLeg, requestOffset: number) {
  const draft = {
    from: leg.from,
    toAccountIndex: leg.to.accountIndex,
    toEthAddr: null,
    toBjj: null,
    amount: leg.amount,
    fee: 0,
    nonce: leg.from.nonce,
    request: requestFieldsOf(requestedLeg(other))
  }
  const signed = signTransaction(draft, privateKeyBytes(BigInt(leg.wallet)), DEFAULT_APP_SETTINGS.chainId)
  if (Result.isFailure(signed)) throw new Error(`document examples: cannot sign the swap: ${signed.failure}`)
  return { id: signed.success.id, body: { ...(signed.success.body as object), requestOffset } }
}

/** The body of a swap on the devnet (`POST /atomic-pool`): wallet 1 gives wallet 2 0.25 ETH, wallet 2 gives wallet 1
 * 100 HEZ, each transfer requesting the other (the next member, then the one before), at their accounts' next nonces. */
async function swapBody(handler: Handler, basePath: string) {
  const give: SwapLeg = {
    wallet: 1,
    from: await accountOf(handler, basePath, 1, 0),
    to: await accountOf(handler, basePath, 2, 0),
    amount: 25n * 10n ** 16n
  }
  const take: SwapLeg = {
    wallet: 2,
    from: await accountOf(handler, basePath, 2, 1),
    to: await accountOf(handler, basePath, 1, 1),
    amount: 100n * 10n ** 18n
  }
  const members = [signedLeg(give, take, requestOffsetOf(1)!), signedLeg(take, give, requestOffsetOf(-1)!)]
  const groupId = atomicGroupId(members.map((member) => member.id))
  return { atomicGroupId: groupId, body: { atomicGroupId: groupId, transactions: members.map(({ body }) => body) } }
}

/** A revision's atomic pool examples: a swap posted and read back. Taken after every other example of both revisions, so
 * that the pool the others show (its load, the health's pool size) is the one they showed before the atomic pool. */
async function atomicPoolExamples(handler: Handler, revision: Revision): Promise<RevisionExamples> {
  if (!RevisionTable[revision].walletExtensions) return {}
  const basePath = BASE_PATHS[revision]
  const swap = await swapBody(handler, basePath)
  return {
    "atomicPool.postAtomicGroup": await exchange(handler, basePath, {
      method: "POST",
      path: "/atomic-pool",
      body: swap.body
    }),
    "atomicPool.getAtomicGroup": await exchange(handler, basePath, {
      method: "GET",
      path: `/atomic-pool/${swap.atomicGroupId}`
    })
  }
}

/** A revision's replacement examples: the transfer the pool examples posted replaced by id with fee selector 126, that one
 * by its account and nonce with 129. Taken last, so that every other example shows the transfer pending. */
async function replacementExamples(handler: Handler, revision: Revision, transfer: unknown): Promise<RevisionExamples> {
  if (!RevisionTable[revision].walletExtensions) return {}
  const basePath = BASE_PATHS[revision]
  const nonce = String(field(transfer, "nonce"))
  const account = segment(field(transfer, "fromAccountIndex"))
  return {
    "wallet.replacePoolTransaction": await exchange(handler, basePath, {
      method: "PUT",
      path: `/transactions-pool/${segment(field(transfer, "id"))}`,
      body: await transferBody(handler, 126, nonce)
    }),
    "wallet.replacePoolTransactionByNonce": await exchange(handler, basePath, {
      method: "PUT",
      path: `/transactions-pool/accounts/${account}/nonces/${nonce}`,
      body: await transferBody(handler, 129, nonce)
    })
  }
}

/** Sends one request of a revision's examples; fails unless the node answers 200. */
async function exchange(
  handler: Handler,
  basePath: string,
  request: Omit<OperationExample, "response">
): Promise<OperationExample> {
  const init: RequestInit =
    request.body === undefined
      ? { method: request.method }
      : { method: request.method, body: JSON.stringify(request.body), headers: { "content-type": "application/json" } }
  const response = await handler(new Request(`http://devnet.example${basePath}${request.path}`, init))
  const text = await response.text()
  if (response.status !== 200) {
    throw new Error(
      `document examples: ${request.method} ${basePath}${request.path} answered ${response.status}: ${text}`
    )
  }
  return text === "" ? request : { ...request, response: JSON.parse(text) }
}

/** The list operations, their paths and the key of their items. */
const LISTS = [
  ["account.listAccounts", "/accounts", "accounts"],
  ["account.listExits", "/exits", "exits"],
  ["transaction.listTransactions", "/transactions-history", "transactions"],
  ["rollupStatus.listBatches", "/batches", "batches"],
  ["rollupStatus.listSlots", "/slots", "slots"],
  ["rollupStatus.listTokens", "/tokens", "tokens"],
  ["rollupStatus.listCoordinators", "/coordinators", "coordinators"]
] as const

/** What the examples look up that no list's first item gives: a slot with bids, a small batch with L1 and L2 transactions. */
interface Picked {
  readonly bidsSlot: number
  readonly fullBatch: number
}

/** One revision's examples, taken from the node behind `handler`. */
async function revisionExamples(
  handler: Handler,
  revision: Revision,
  transfer: unknown,
  picked: Picked
): Promise<RevisionExamples> {
  const basePath = BASE_PATHS[revision]
  const get = (path: string) => exchange(handler, basePath, { method: "GET", path })
  const out: Record<string, OperationExample> = {}
  const posted = await exchange(handler, basePath, { method: "POST", path: "/transactions-pool", body: transfer })
  out["transaction.postPoolTransaction"] = posted
  out["transaction.getPoolTransaction"] = await get(`/transactions-pool/${segment(posted.response)}`)
  const authorization = authorizationBody(3)
  out["account.postAuthorization"] = await exchange(handler, basePath, {
    method: "POST",
    path: "/account-creation-authorization",
    body: authorization
  })
  out["account.getAuthorization"] = await get(
    `/account-creation-authorization/${segment(authorization.zkEthereumAddress)}`
  )
  const lists: Record<string, unknown> = {}
  for (const [operationId, path, key] of LISTS) {
    const example = await get(`${path}?limit=2`)
    out[operationId] = example
    lists[key] = example.response
  }
  out["rollupStatus.listBids"] = await get(`/bids?slotNum=${picked.bidsSlot}&limit=2`)
  const account = firstItem(lists["accounts"], "accounts")
  out["account.getAccount"] = await get(`/accounts/${segment(field(account, "accountIndex"))}`)
  const exit = firstItem(lists["exits"], "exits")
  out["account.getExit"] = await get(
    `/exits/${segment(field(exit, "batchNum"))}/${segment(field(exit, "accountIndex"))}`
  )
  const transaction = firstItem(lists["transactions"], "transactions")
  out["transaction.getTransaction"] = await get(`/transactions-history/${segment(field(transaction, "id"))}`)
  out["rollupStatus.getBatch"] = await get(
    `/batches/${segment(field(firstItem(lists["batches"], "batches"), "batchNum"))}`
  )
  out["rollupStatus.getFullBatch"] = await get(`/full-batches/${picked.fullBatch}`)
  out["rollupStatus.getSlot"] = await get(`/slots/${segment(field(firstItem(lists["slots"], "slots"), "slotNum"))}`)
  out["rollupStatus.getToken"] = await get(`/tokens/${segment(field(firstItem(lists["tokens"], "tokens"), "id"))}`)
  const coordinator = firstRegistered(lists["coordinators"])
  out["rollupStatus.getCoordinator"] = await get(`/coordinators/${segment(field(coordinator, "bidderAddr"))}`)
  if (RevisionTable[revision].walletExtensions) {
    out["wallet.listPoolTransactions"] = await get("/transactions-pool?limit=2")
    out["wallet.getAccountNonce"] = await get(`/accounts/${segment(field(transfer, "fromAccountIndex"))}/nonce`)
    out["wallet.getAccountProof"] = await get(`/accounts/${segment(field(transfer, "fromAccountIndex"))}/proof`)
    out["wallet.listBalanceHistory"] = await get(
      `/accounts/${segment(field(transfer, "fromAccountIndex"))}/balance-history?order=DESC&limit=2`
    )
    out["wallet.getFeeQuote"] = await get(
      `/fee-quote?tokenId=${segment(field(transfer, "tokenId"))}&type=Transfer&amount=${segment(field(transfer, "amount"))}`
    )
    out["currencies.listCurrencies"] = await get("/currencies?base=USD&symbols=EUR,JPY")
    out["currencies.getCurrency"] = await get("/currencies/EUR")
  }
  if (RevisionTable[revision].bulkLookups) {
    // Bulk lookups (a second example of each list that takes one): the list example's two items in reverse order and a key
    // that finds nothing between them; the pool's: the posted transfer and an unknown id.
    const unknownId = `0x02${"00".repeat(32)}`
    const keysOf = (key: string, name: string) => {
      const [first, second] = twoItems(lists[key], key)
      return [segment(field(first, name)), segment(field(second, name))] as const
    }
    const [firstId, secondId] = keysOf("transactions", "id")
    out["transaction.listTransactions#bulk"] = await get(
      `/transactions-history?ids=${secondId},${unknownId},${firstId}`
    )
    const [firstIndex, secondIndex] = keysOf("accounts", "accountIndex")
    out["account.listAccounts#bulk"] = await get(`/accounts?accountIndexes=${secondIndex},zk:ETH:999999,${firstIndex}`)
    out["wallet.listPoolTransactions#bulk"] = await get(
      `/transactions-pool?ids=${segment(posted.response)},${unknownId}`
    )
  }
  // A bare number: the batch and the token of that number (and the account, were there one).
  if (RevisionTable[revision].search) out["search.search"] = await get("/search?q=1")
  if (RevisionTable[revision].finality)
    out["finality.getTransactionStatus"] = await get(`/transactions/${segment(field(transaction, "id"))}/status`)
  out["rollupStatus.getState"] = await get("/state")
  out["rollupStatus.getConfig"] = await get("/config")
  out["operations.getHealth"] = withSteadyLatency(await get("/health"))
  return out
}

/** The health example with its storage's latency (which differs at every run) replaced by a fixed figure, so that taking the examples again
 * changes no document (the earlier revision's is frozen) unless the node's answers change. */
function withSteadyLatency(example: OperationExample): OperationExample {
  const response = example.response
  const storage = field(response, "storage")
  if (typeof storage !== "object" || storage === null) return example
  return { ...example, response: { ...(response as object), storage: { ...storage, latencyMs: 0.1 } } }
}

/** The first slot with a bid, from the later revision's slot list. */
async function slotWithBids(handler: Handler): Promise<number> {
  const slots = (await exchange(handler, "", { method: "GET", path: "/slots?limit=2049" })).response
  const items = field(slots, "slots")
  const found = Array.isArray(items) ? items.find((slot) => field(slot, "bestBid") !== null) : undefined
  if (found === undefined) throw new Error("document examples: no slot has a bid")
  return Number(field(found, "slotNum"))
}

/** The smallest batch (fewest transactions, then lowest number) with both an L1 and an L2 transaction. */
async function smallMixedBatch(handler: Handler): Promise<number> {
  const history = (await exchange(handler, "", { method: "GET", path: "/transactions-history?limit=2049" })).response
  const items = field(history, "transactions")
  const batches = new Map<number, { count: number; layers: Set<unknown> }>()
  for (const transaction of Array.isArray(items) ? items : []) {
    const batchNum = Number(field(transaction, "batchNum"))
    const entry = batches.get(batchNum) ?? { count: 0, layers: new Set() }
    entry.count++
    entry.layers.add(field(transaction, "L1orL2"))
    batches.set(batchNum, entry)
  }
  const mixed = [...batches]
    .filter(([, entry]) => entry.layers.size === 2)
    .sort(([a, x], [b, y]) => x.count - y.count || a - b)
  const found = mixed[0]
  if (found === undefined) throw new Error("document examples: no batch has both L1 and L2 transactions")
  return found[0]
}

/** Every revision's examples, taken from a freshly seeded devnet node. */
export async function collectDocumentExamples(): Promise<DocumentExamples> {
  const web = webHandler(examplesStorage(), { laterBasePath: "/", earlierBasePath: BASE_PATHS.earlier })
  try {
    const handler: Handler = (request) => web.handler(request)
    const transfer = await transferBody(handler)
    const picked = { bidsSlot: await slotWithBids(handler), fullBatch: await smallMixedBatch(handler) }
    const out: Partial<Record<Revision, RevisionExamples>> = {}
    for (const revision of ORDER) out[revision] = await revisionExamples(handler, revision, transfer, picked)
    for (const revision of ORDER) out[revision] = { ...out[revision], ...(await atomicPoolExamples(handler, revision)) }
    for (const revision of ORDER)
      out[revision] = { ...out[revision], ...(await replacementExamples(handler, revision, transfer)) }
    if (RevisionTable.later.devnetFaucet)
      out.later = { ...out.later, "devnet.postDevnetDeposit": await faucetExample(handler) }
    return { later: out.later ?? {}, earlier: out.earlier ?? {} }
  } finally {
    await web.dispose()
  }
}

/** Takes the examples from a fresh devnet node and writes them to `EXAMPLES_FILE` (`npm run openapi:examples`). */
export async function writeDocumentExamples(): Promise<void> {
  writeFileSync(EXAMPLES_FILE, JSON.stringify(await collectDocumentExamples(), null, 2) + "\n")
}
