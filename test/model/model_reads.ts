/** The read side of a model-based run: after every move, on every storage, the atomic group rule on its own pool, then
 * what the node offers judged against the model — each account, pool transaction, exit, L1 transaction,
 * authorization, nonce, balance history, proof and `/state`, every list whole and walked page by page in both orders
 * with a filter, a page size and a start drawn for the move — then every answer whole against the reference
 * storage's. */
import { numberedWallet, type TestAnswer, type TestNode } from "../../app/testing/mod.ts"
import { checkExitTrees } from "./exit_oracle.ts"
import { checkGroupsWhole } from "./group_reads.ts"
import { exitKey, type LedgerModel, type ModelExit } from "./ledger_model.ts"
import { judgeWalk, type Order, type WalkPlan, walk, walkName } from "./list_walk.ts"
import { type Answered, type At, agreeWithItself, agreeWithModel, agreeWithReference } from "./model_judge.ts"
import { modelBjj } from "./model_keys.ts"
import {
  BALANCE_HISTORY,
  balanceHistory,
  type DrawnFilter,
  type Item,
  indexText,
  LISTS,
  type ModelList
} from "./model_lists.ts"
import { ndjsonLines, nodeGet, nodeText } from "./node_read.ts"
import type { Draw } from "./read_draw.ts"
import { checkStateTree, proofPaths } from "./state_tree_reads.ts"

/** A node a run reads: its storage's name and the test node. */
export interface ReadNode {
  readonly storage: string
  readonly node: TestNode
}

/** A kind of read a run draws, as its coverage counts it: a list, its filter kind and the walk's order. */
export type ReadKind = `read ${string}`

/** The orders every list is walked in. */
const ORDERS: ReadonlyArray<Order> = ["ASC", "DESC"]

/** The coverage's name of a walk of `list` filtered by `kind` in `order`. */
function readKind(list: ModelList, kind: string, order: Order): ReadKind {
  return `read ${list.name} ${kind} ${order}`
}

/** Every kind of read a run draws: each list × filter kind × order. */
export const READ_KINDS: ReadonlyArray<ReadKind> = [...LISTS, BALANCE_HISTORY].flatMap((list) =>
  list.kinds.flatMap((kind) => ORDERS.map((order) => readKind(list, kind, order)))
)

/** The largest page a list gives: the whole list of a run in one page. */
const WHOLE = 2049

/** The path of a list's whole first page. */
function wholePath(path: string): string {
  return `${path}?limit=${WHOLE}`
}

/** The path of an exit's `GET /exits/{batchNum}/{accountIndex}`. */
function exitPath(model: LedgerModel, exit: ModelExit): string {
  return `/exits/${exit.batch}/${indexText(model, exit.token, exit.idx)}`
}

/** The path of `GET /account-creation-authorization/{zkEthereumAddress}` of the devnet's wallet `wallet`. */
function authorizationPath(wallet: number): string {
  return `/account-creation-authorization/zk:${numberedWallet(wallet).ethAddress}`
}

/** The path of the model's account `idx`, with `suffix` (`/nonce`, `/balance-history`). */
function accountPath(model: LedgerModel, idx: number, suffix = ""): string {
  const account = model.accounts.get(idx)
  if (account === undefined) throw new Error(`model: no account ${idx}`)
  return `/accounts/${indexText(model, account.token, idx)}${suffix}`
}

/** The path of `GET /transactions/{id}/status`. */
function statusPath(id: string): string {
  return `/transactions/${id}/status`
}

/** The test node's clock's start (its default), from which the model counts time. */
const CLOCK_START = Date.UTC(2026, 0, 1)

/** The exits of batches a reorg undid that no current batch holds again: each must be a 404. */
function goneExits(model: LedgerModel): Array<ModelExit> {
  const current = new Set(model.exits().map(exitKey))
  return [...model.undoneExits.values()].filter((exit) => !current.has(exitKey(exit)))
}

/** Every single read the run judges, by path: the lists whole, `/state`, each batch, each account (its nonce and
 * balance history), pool transaction, exit, undone exit, authorization, L1 transaction and proof. */
function readPaths(model: LedgerModel): Array<string> {
  return [
    ...LISTS.map((list) => wholePath(list.path)),
    "/state",
    ...model.batches.flatMap((batch) => [`/batches/${batch.num}`, `/full-batches/${batch.num}`]),
    ...model
      .accountsByIndex()
      .flatMap((a) => [
        accountPath(model, a.idx),
        accountPath(model, a.idx, "/nonce"),
        wholePath(accountPath(model, a.idx, "/balance-history"))
      ]),
    ...[...model.pool.keys()].map((id) => `/transactions-pool/${id}`),
    ...model.exits().map((exit) => exitPath(model, exit)),
    ...goneExits(model).map((exit) => exitPath(model, exit)),
    ...[...model.authorizers].map(authorizationPath),
    ...[...model.l1.keys()].map((id) => `/transactions-history/${id}`),
    ...[...model.pool.keys(), ...model.l1.keys()].map(statusPath),
    ...proofPaths(model)
  ]
}

/** Each storage's answers by path. */
type Answers = ReadonlyArray<readonly [string, Readonly<Record<string, TestAnswer>>]>

/** Judges one read on every storage: `project` of each storage's answer to `path` against `expected`. */
function judgeRead(
  at: At,
  answers: Answers,
  path: string,
  expected: unknown,
  project: (answer: TestAnswer) => unknown
): void {
  agreeWithModel(
    at,
    `GET ${path}`,
    expected,
    answers.map(([storage, read]): Answered => [storage, read[path] === undefined ? undefined : project(read[path])])
  )
}

/** A status and, for a 200, `project` of its body. */
function ok(project: (body: Record<string, unknown>) => unknown): (answer: TestAnswer) => unknown {
  return (answer) =>
    answer.status === 200
      ? { status: 200, ...(project(answer.body as Record<string, unknown>) as object) }
      : { status: answer.status, body: answer.body }
}

/** The whole list the first page of `list` gives. */
function wholeOf(
  answer: TestAnswer | undefined,
  list: ModelList
): { items: ReadonlyArray<Item>; pendingItems: unknown } {
  const body = (answer?.body ?? {}) as Record<string, unknown>
  return { items: (body[list.key] ?? []) as ReadonlyArray<Item>, pendingItems: body["pendingItems"] }
}

/** The L1 fields the model predicts of a history item's `L1Info`. */
function l1Fields(info: Record<string, unknown>): Record<string, unknown> {
  const { toForgeL1TransactionsNum, amountSuccess, depositAmountSuccess, depositAmount } = info
  return { toForgeL1TransactionsNum, amountSuccess, depositAmountSuccess, depositAmount }
}

/** Judges every single read against the model. */
async function judgeSingles(at: At, model: LedgerModel, answers: Answers): Promise<void> {
  for (const list of LISTS) {
    const path = wholePath(list.path)
    const { expected } = list.filter("none", model, NO_DRAW, [])
    if (expected === undefined) continue
    judgeRead(at, answers, path, { status: 200, items: expected, pendingItems: 0 }, (answer) => {
      const whole = wholeOf(answer, list)
      return { status: answer.status, items: whole.items.map(list.project), pendingItems: whole.pendingItems }
    })
  }
  await checkStateTree(at, model, answers, wholePath("/batches"))
  await checkExitTrees(at, model, answers, wholePath("/batches"), exitPath)
  const state = model.stateCounts()
  judgeRead(
    at,
    answers,
    "/state",
    { status: 200, ...state },
    ok((body) => {
      const nodeConfig = body["nodeConfig"] as Record<string, unknown>
      const network = body["network"] as Record<string, unknown>
      const metrics = body["metrics"] as Record<string, unknown>
      const lastBatch = network["lastBatch"] as Record<string, unknown> | null
      return {
        poolLoad: nodeConfig["poolLoad"],
        lastBatch:
          lastBatch === null
            ? null
            : { batchNum: lastBatch["batchNum"], forgedTransactions: lastBatch["forgedTransactions"] },
        totalAccounts: metrics["totalAccounts"],
        totalBJJs: metrics["totalBJJs"],
        transactionsPerBatch: metrics["transactionsPerBatch"]
      }
    })
  )
  for (const account of model.accountsByIndex()) {
    const index = indexText(model, account.token, account.idx)
    judgeRead(
      at,
      answers,
      accountPath(model, account.idx),
      { status: 200, accountIndex: index, balance: String(account.balance), nonce: Number(account.nonce) },
      ok((body) => ({ accountIndex: body["accountIndex"], balance: body["balance"], nonce: body["nonce"] }))
    )
    const nonces = model.nonces(account)
    judgeRead(
      at,
      answers,
      accountPath(model, account.idx, "/nonce"),
      {
        status: 200,
        accountIndex: index,
        forgedNonce: Number(nonces.forgedNonce),
        nextNonce: Number(nonces.nextNonce),
        pendingNonces: nonces.pendingNonces.map(Number)
      },
      ok((body) => body)
    )
    const history = balanceHistory("", account.idx)
    judgeRead(
      at,
      answers,
      wholePath(accountPath(model, account.idx, "/balance-history")),
      { status: 200, items: history.filter("none", model, NO_DRAW, []).expected, pendingItems: 0 },
      ok((body) => ({
        items: ((body["balances"] ?? []) as ReadonlyArray<Item>).map(history.project),
        pendingItems: body["pendingItems"]
      }))
    )
  }
  const pool = LISTS.find((list) => list.name === "pool")!
  const poolItems = pool.filter("none", model, NO_DRAW, []).expected ?? []
  for (const item of poolItems) {
    judgeRead(at, answers, `/transactions-pool/${item["id"]}`, { status: 200, ...item }, ok(pool.project))
  }
  for (const exit of model.exits()) {
    const wallet = numberedWallet(exit.wallet)
    judgeRead(
      at,
      answers,
      exitPath(model, exit),
      {
        status: 200,
        batchNum: exit.batch,
        accountIndex: indexText(model, exit.token, exit.idx),
        balance: String(exit.balance),
        zkEthereumAddress: `zk:${wallet.ethAddress}`,
        bjj: modelBjj(exit.wallet),
        tokenId: exit.token,
        withdrawals: [null, null, null]
      },
      ok((body) => ({
        batchNum: body["batchNum"],
        accountIndex: body["accountIndex"],
        balance: body["balance"],
        zkEthereumAddress: body["zkEthereumAddress"],
        bjj: body["bjj"],
        tokenId: (body["token"] as { id?: unknown } | undefined)?.id,
        withdrawals: [body["instantWithdraw"], body["delayedWithdrawRequest"], body["delayedWithdraw"]]
      }))
    )
  }
  for (const batch of model.batches) {
    judgeRead(
      at,
      answers,
      `/full-batches/${batch.num}`,
      { status: 200, batchNum: batch.num, transactions: batch.forged },
      ok((body) => ({
        batchNum: (body["batch"] as Item | undefined)?.["batchNum"],
        transactions: ((body["transactions"] ?? []) as ReadonlyArray<Item>).map((tx) => tx["id"])
      }))
    )
  }
  for (const id of [...model.pool.keys(), ...model.l1.keys()]) {
    judgeRead(
      at,
      answers,
      statusPath(id),
      { status: 200, ...model.status(id) },
      ok((body) => ({
        stage: body["stage"] === "finalized" ? "forged" : body["stage"],
        L1orL2: body["L1orL2"],
        batchNum: body["batchNum"],
        rolledBackFromBatch: body["rolledBackFromBatch"],
        reasonCode: (body["reason"] as { code?: unknown } | null)?.code ?? null
      }))
    )
  }
  for (const exit of goneExits(model)) {
    judgeRead(at, answers, exitPath(model, exit), 404, (answer) => answer.status)
  }
  for (const tx of model.l1.values()) {
    judgeRead(
      at,
      answers,
      `/transactions-history/${tx.id}`,
      {
        status: 200,
        type: tx.type,
        batchNum: tx.batch,
        toForgeL1TransactionsNum: tx.queue,
        amountSuccess: tx.result?.amountSuccess ?? false,
        depositAmountSuccess: tx.result?.depositAmountSuccess ?? false,
        depositAmount: String(tx.depositAmount)
      },
      ok((body) => ({
        type: body["type"],
        batchNum: body["batchNum"],
        ...l1Fields((body["L1Info"] ?? {}) as Record<string, unknown>)
      }))
    )
  }
  for (const wallet of model.authorizers) {
    const stored = model.authorizations.get(wallet)
    judgeRead(
      at,
      answers,
      authorizationPath(wallet),
      stored === undefined
        ? { status: 404 }
        : {
            status: 200,
            timestamp: new Date(CLOCK_START + stored.timestamp).toISOString(),
            zkEthereumAddress: `zk:${numberedWallet(wallet).ethAddress}`,
            bjj: modelBjj(stored.key),
            signature: stored.signature
          },
      (answer) => (answer.status === 200 ? { status: 200, ...(answer.body as object) } : { status: answer.status })
    )
  }
}

/** `item` without its `itemId` (which a single read does not show, or shows alike). */
function withoutItemId(item: unknown): unknown {
  if (typeof item !== "object" || item === null) return item
  const { itemId: _, ...rest } = item as Record<string, unknown>
  return rest
}

/** Judges, on each storage, every item of a whole list against the single read of the same item (the two reads of one
 * fact: a list's page and the item's own answer, which a storage may render by different paths). */
function judgeItemsAsSingles(at: At, model: LedgerModel, answers: Answers): void {
  const singles: ReadonlyArray<readonly [ModelList["name"], (item: Item) => string | undefined]> = [
    ["batches", (item) => `/batches/${item["batchNum"]}`],
    ["accounts", (item) => `/accounts/${item["accountIndex"]}`],
    ["pool", (item) => `/transactions-pool/${item["id"]}`],
    ["exits", (item) => `/exits/${item["batchNum"]}/${item["accountIndex"]}`],
    ["history", (item) => (model.l1.has(String(item["id"])) ? `/transactions-history/${item["id"]}` : undefined)]
  ]
  for (const [name, singlePath] of singles) {
    const list = LISTS.find((l) => l.name === name)!
    const path = wholePath(list.path)
    const judged = answers.map(([storage, read]) => {
      const items = wholeOf(read[path], list).items.filter((item) => singlePath(item) !== undefined)
      return [
        storage,
        items.map((item) => {
          const single = read[singlePath(item)!]
          return single === undefined ? { notRead: singlePath(item) } : withoutItemId(single.body)
        }),
        items.map(withoutItemId)
      ] as const
    })
    agreeWithItself(at, `GET ${path}: each item against its own GET`, "its own single reads", judged)
  }
  const batches = wholePath("/batches")
  agreeWithItself(
    at,
    "GET /state: network.lastBatch against the last item of GET /batches",
    "its own list of batches",
    answers.map(([storage, read]) => {
      const last = ((read[batches]?.body ?? {}) as { batches?: ReadonlyArray<Item> }).batches?.at(-1) ?? null
      const network = ((read["/state"]?.body ?? {}) as { network?: { lastBatch?: unknown } }).network
      return [storage, withoutItemId(last), withoutItemId(network?.lastBatch)] as const
    })
  )
}

/** A draw for the model's unfiltered lists, which draw nothing. */
const NO_DRAW: Draw = {
  int: () => {
    throw new Error("an unfiltered list draws nothing")
  },
  pick: () => {
    throw new Error("an unfiltered list draws nothing")
  },
  chance: () => false
}

/** The walks of one move: for each list (and one account's balance history), a filter kind and its values, a page size
 * and a start drawn with `draw`, walked in both orders. */
function walkPlans(
  model: LedgerModel,
  draw: Draw,
  reference: Readonly<Record<string, TestAnswer>>
): Array<{ readonly plan: WalkPlan; readonly whole: string }> {
  const accounts = model.accountsByIndex()
  const account = accounts.length === 0 ? undefined : draw.pick(accounts)
  const lists = [
    ...LISTS.map((list) => ({ list, whole: wholePath(list.path) })),
    ...(account === undefined
      ? []
      : [
          {
            list: balanceHistory(accountPath(model, account.idx, "/balance-history"), account.idx),
            whole: wholePath(accountPath(model, account.idx, "/balance-history"))
          }
        ])
  ]
  return lists.flatMap(({ list, whole }) => {
    const kind = draw.pick(list.kinds)
    const items = wholeOf(reference[whole], list).items
    const filter: DrawnFilter = list.filter(kind, model, draw, items)
    const count = (filter.expected ?? items.filter(filter.keeps ?? (() => true))).length
    return ORDERS.map((order) => {
      // A small page: the walk takes from two to five pages (one when the list is empty or has one item).
      const limit = draw.int(Math.max(1, Math.ceil(count / 5)), Math.max(1, Math.ceil(count / 2)))
      const start = filter.expected !== undefined && count > 0 && draw.chance(0.3) ? draw.int(0, count - 1) : undefined
      return { plan: { list, kind, filter, limit, order, start }, whole }
    })
  })
}

/** Reads every single path on every node, at once. */
async function readAll(nodes: ReadonlyArray<ReadNode>, paths: ReadonlyArray<string>): Promise<Answers> {
  return Promise.all(
    nodes.map(async ({ storage, node }) => {
      // Concurrently: reads of one storage never wait on each other (a pooled database answers several at once).
      const read = await Promise.all(paths.map(async (path) => [path, await nodeGet(node, path)] as const))
      return [storage, Object.fromEntries(read)] as const
    })
  )
}

/** Judges every read of every node after a move (`at`) against the model, then against the first node's (the
 * reference); the move's filters, page sizes and starts come from `draw`, each walk counted by `counted`. */
export async function checkReads(
  nodes: ReadonlyArray<ReadNode>,
  model: LedgerModel,
  at: At,
  draw: Draw,
  counted: (kind: ReadKind) => void
): Promise<void> {
  const paths = readPaths(model)
  const answers = await readAll(nodes, paths)
  // The group rule on each storage's own pool first: a group split is named as such before any read differs.
  checkGroupsWhole(at, answers, wholePath("/transactions-pool"))
  await judgeSingles(at, model, answers)
  judgeItemsAsSingles(at, model, answers)
  const reference = answers[0]?.[1]
  if (reference === undefined) return
  const plans = walkPlans(model, draw, reference)
  const walks = await Promise.all(
    plans.map(async ({ plan, whole }) => {
      counted(readKind(plan.list.name === BALANCE_HISTORY.name ? BALANCE_HISTORY : plan.list, plan.kind, plan.order))
      const wholes = answers.map(([, read]) => wholeOf(read[whole], plan.list).items)
      return [plan, await walk(nodes, plan, wholes)] as const
    })
  )
  for (const [plan, walked] of walks) judgeWalk(at, plan, walked)
  const history = plans.find(({ plan }) => plan.list.name === "history")?.plan
  const exported = history === undefined ? [] : await judgeExport(at, model, nodes, history.filter)
  // Every answer whole, against the reference storage's: what the model does not predict must still agree.
  for (const path of paths) {
    agreeWithReference(
      at,
      `GET ${path}`,
      answers.map(([storage, read]): Answered => [storage, { status: read[path]?.status, body: read[path]?.body }])
    )
  }
  for (const [plan, walked] of walks) {
    agreeWithReference(
      at,
      walkName(plan),
      walked.map((w): Answered => [w.storage, w.pages])
    )
  }
  if (history !== undefined) agreeWithReference(at, exportName(history.filter), exported)
}

/** How a failure names the history export of `filter`. */
function exportName(filter: DrawnFilter): string {
  return `GET /transactions-history/export?${new URLSearchParams(filter.query)}`
}

/** Exports the history by the move's history filter on every node and judges each export (its window's last batch and
 * each line) against the model; each node's export, whole. */
async function judgeExport(
  at: At,
  model: LedgerModel,
  nodes: ReadonlyArray<ReadNode>,
  filter: DrawnFilter
): Promise<Array<Answered>> {
  const history = LISTS.find((list) => list.name === "history")!
  const exported = await Promise.all(
    nodes.map(async ({ storage, node }) => {
      const { status, headers, text } = await nodeText(node, exportName(filter).slice("GET ".length))
      const lines = status === 200 ? (ndjsonLines(text) as Array<Item>) : text
      return { storage, status, upToBatch: headers.get("x-export-up-to-batch"), lines }
    })
  )
  agreeWithModel(
    at,
    exportName(filter),
    { status: 200, upToBatch: String(model.lastBatch()), items: filter.expected },
    exported.map(({ storage, status, upToBatch, lines }) => [
      storage,
      { status, upToBatch, items: Array.isArray(lines) ? lines.map(history.project) : lines }
    ])
  )
  return exported.map(({ storage, status, upToBatch, lines }) => [storage, { status, upToBatch, lines }])
}
