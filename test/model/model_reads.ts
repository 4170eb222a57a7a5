/** The read side of a model-based run: after every move, every read of every node compared with the reference node's
 * (the first) and with the model's predictions. */
import { expect } from "vitest"
import { numberedWallet, type TestAnswer, type TestNode } from "../../app/testing/mod.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { type OracleTree, oracleTree } from "./root_oracle.ts"
import { exitKey, type LedgerModel, type ModelExit } from "./ledger_model.ts"

/** A node a run reads: its storage's name and the test node. */
export interface ReadNode {
  readonly storage: string
  readonly node: TestNode
}

/** The account index `zk:<symbol>:<idx>` of the model's account `idx` in `token`. */
function indexText(model: LedgerModel, token: number, idx: number): string {
  return `zk:${model.tokens[token]}:${idx}`
}

/** The path of an exit's `GET /exits/{batchNum}/{accountIndex}`. */
function exitPath(model: LedgerModel, exit: ModelExit): string {
  return `/exits/${exit.batch}/${indexText(model, exit.token, exit.idx)}`
}

/** The path of `GET /account-creation-authorization/{zkEthereumAddress}` of the devnet's wallet `wallet`. */
function authorizationPath(wallet: number): string {
  return `/account-creation-authorization/zk:${numberedWallet(wallet).ethAddress}`
}

/** The test node's clock's start (its default), from which the model counts time. */
const CLOCK_START = Date.UTC(2026, 0, 1)

/** The exits of batches a reorg undid that no current batch holds again: each must be a 404. */
function goneExits(model: LedgerModel): Array<ModelExit> {
  const current = new Set(model.exits().map(exitKey))
  return [...model.undoneExits.values()].filter((exit) => !current.has(exitKey(exit)))
}

/** Every read the run compares, by path: lists, each model account, exit and each transaction the pool took. */
function readPaths(model: LedgerModel): Array<string> {
  return [
    "/batches?limit=100",
    "/accounts?limit=100",
    "/transactions-history?limit=100",
    "/transactions-pool?limit=100",
    "/exits?limit=100",
    "/state",
    ...DESC_PAGES.map(([path]) => path),
    ...[...model.accounts.values()].map((a) => `/accounts/${indexText(model, a.token, a.idx)}`),
    ...[...model.pool.keys()].map((id) => `/transactions-pool/${id}`),
    ...model.exits().map((exit) => exitPath(model, exit)),
    ...goneExits(model).map((exit) => exitPath(model, exit)),
    ...[...model.authorizers].map(authorizationPath),
    ...[...model.l1.keys()].map((id) => `/transactions-history/${id}`),
    ...proofPaths(model)
  ]
}

/** An index no model account takes: its proof is one of absence. */
const ABSENT_IDX = 9999

/** The proofs the run reads: after the last batch each account's and one of absence, and after each batch one
 * (`batchProof`); none before a batch. */
function proofPaths(model: LedgerModel): Array<string> {
  if (model.batches.length === 0) return []
  const symbol = model.tokens[0]!
  return [
    ...[...model.accounts.values()].map((a) => `/accounts/${indexText(model, a.token, a.idx)}/proof`),
    `/accounts/zk:${symbol}:${ABSENT_IDX}/proof`,
    ...model.batches.map((batch) => batchProof(model, batch).path)
  ]
}

/** The proof the run reads after `batch`: of its first account, or of absence when it has none. */
function batchProof(model: LedgerModel, batch: LedgerModel["batches"][number]): { idx: number; path: string } {
  const first = [...batch.accounts.values()].sort((a, b) => a.idx - b.idx)[0]
  const [idx, index] =
    first === undefined
      ? [ABSENT_IDX, `zk:${model.tokens[0]!}:${ABSENT_IDX}`]
      : [first.idx, indexText(model, first.token, first.idx)]
  return { idx, path: `/accounts/${index}/proof?batchNum=${batch.num}` }
}

/** The oracle's tree of a batch's accounts, computed once per batch (a model batch never changes). */
const treesOfBatches = new WeakMap<object, Promise<OracleTree>>()

/** The oracle's tree after `batch`. */
function treeAfter(batch: LedgerModel["batches"][number]): Promise<OracleTree> {
  let tree = treesOfBatches.get(batch)
  if (tree === undefined) {
    tree = oracleTree(
      [...batch.accounts.values()].map((a) => ({
        idx: a.idx,
        tokenId: a.token,
        nonce: a.nonce,
        balance: a.balance,
        wallet: numberedWallet(a.wallet)
      }))
    )
    treesOfBatches.set(batch, tree)
  }
  return tree
}

/** Checks every batch's `stateRoot` and the last batch's proofs against the circomlibjs oracle of the model's accounts. */
async function checkStateTree(reference: Record<string, TestAnswer>, model: LedgerModel, step: string): Promise<void> {
  const listedRoots = itemsOf(reference["/batches?limit=100"]!, "batches").map((b) => b["stateRoot"])
  const oracleRoots = await Promise.all(model.batches.map(async (batch) => (await treeAfter(batch)).root))
  expect(listedRoots, `${step}: every batch's stateRoot`).toEqual(oracleRoots)
  // After each batch: its proof while its tree is kept (the root and siblings of that batch's tree), else a 404.
  for (const batch of model.batches) {
    const { idx, path } = batchProof(model, batch)
    const answer = reference[path]!
    if (batch.num < model.treeSince) {
      expect(answer.status, `${step}: ${path}, a tree no longer kept`).toBe(404)
      continue
    }
    const tree = await treeAfter(batch)
    const body = answer.body as { batchNum: number; merkleProof: Record<string, unknown> }
    expect(
      {
        status: answer.status,
        batchNum: body.batchNum,
        root: body.merkleProof?.["root"],
        siblings: body.merkleProof?.["siblings"]
      },
      `${step}: ${path}`
    ).toEqual({ status: 200, batchNum: batch.num, root: tree.root, siblings: await tree.siblings(idx) })
  }
  const last = model.batches.at(-1)
  if (last === undefined) return
  const tree = await treeAfter(last)
  const proofs = [...model.accounts.values()].map(
    (a) => [a.idx, `/accounts/${indexText(model, a.token, a.idx)}/proof`] as const
  )
  proofs.push([ABSENT_IDX, `/accounts/zk:${model.tokens[0]!}:${ABSENT_IDX}/proof`])
  for (const [idx, path] of proofs) {
    const answer = reference[path]!
    expect(answer.status, `${step}: ${path}`).toBe(200)
    const body = answer.body as { batchNum: number; stateRoot: string; merkleProof: Record<string, unknown> }
    expect(
      {
        batchNum: body.batchNum,
        stateRoot: body.stateRoot,
        root: body.merkleProof["root"],
        siblings: body.merkleProof["siblings"],
        fnc: body.merkleProof["fnc"]
      },
      `${step}: ${path}`
    ).toEqual({
      batchNum: last.num,
      stateRoot: tree.root,
      root: tree.root,
      siblings: await tree.siblings(idx),
      fnc: idx === ABSENT_IDX ? 1 : 0
    })
  }
}

/** A list item's key: one field, or a function of the item. */
type ItemKey = string | ((item: Record<string, unknown>) => unknown)

/** A first page walking DESC of each list, its items' key, and what the model lists there (ASC). */
const DESC_PAGES: ReadonlyArray<readonly [string, string, ItemKey, (model: LedgerModel) => ReadonlyArray<unknown>]> = [
  ["/batches?order=DESC&limit=2", "batches", "batchNum", (model) => model.batches.map((b) => b.num)],
  [
    "/accounts?order=DESC&limit=2",
    "accounts",
    "accountIndex",
    (model) => [...model.accounts.values()].sort((a, b) => a.idx - b.idx).map((a) => indexText(model, a.token, a.idx))
  ],
  ["/transactions-history?order=DESC&limit=2", "transactions", "id", (model) => model.history()],
  ["/transactions-pool?order=DESC&limit=2", "transactions", "id", (model) => [...model.pool.keys()]],
  [
    "/exits?order=DESC&limit=2",
    "exits",
    (item) => `${item["batchNum"]}/${item["accountIndex"]}`,
    (model) => model.exits().map((exit) => `${exit.batch}/${indexText(model, exit.token, exit.idx)}`)
  ]
]

/** The items of a list answer's `key`. */
function itemsOf(answer: TestAnswer, key: string): ReadonlyArray<Record<string, unknown>> {
  return (answer.body as Record<string, ReadonlyArray<Record<string, unknown>>>)[key] ?? []
}

/** The items of a list answer's `key`, each by `field`. */
function listed(answer: TestAnswer, key: string, field: ItemKey): Array<unknown> {
  return itemsOf(answer, key).map((item) => (typeof field === "string" ? item[field] : field(item)))
}

/** The L1 fields the model predicts of a history item's `L1Info`. */
function pick(info: Record<string, unknown>): Record<string, unknown> {
  const { toForgeL1TransactionsNum, amountSuccess, depositAmountSuccess, depositAmount } = info
  return { toForgeL1TransactionsNum, amountSuccess, depositAmountSuccess, depositAmount }
}

/** Checks every read of every node against the first node's and the model's. */
export async function checkReads(nodes: ReadonlyArray<ReadNode>, model: LedgerModel, step: string): Promise<void> {
  const paths = readPaths(model)
  const answers = await Promise.all(
    nodes.map(async (driven) => {
      // Concurrently: reads of one storage never wait on each other (a pooled database answers several at once).
      const read = await Promise.all(paths.map(async (path) => [path, await driven.node.get(path)] as const))
      return Object.fromEntries(read) as Record<string, TestAnswer>
    })
  )
  const [reference, ...others] = answers
  if (reference === undefined) return
  for (const [i, read] of others.entries()) {
    for (const path of paths) {
      const [a, b] = [reference[path]!, read[path]!]
      expect({ status: b.status, body: b.body }, `${step}: ${nodes[i + 1]!.storage} ${path}`).toEqual({
        status: a.status,
        body: a.body
      })
    }
  }
  // The model's predictions, on the reference (the others answer the same).
  await checkStateTree(reference, model, step)
  const batches = listed(reference["/batches?limit=100"]!, "batches", "batchNum")
  expect(batches, `${step}: batches`).toEqual(model.batches.map((b) => b.num))
  const accounts = listed(reference["/accounts?limit=100"]!, "accounts", "accountIndex")
  expect(accounts, `${step}: accounts`).toEqual(
    [...model.accounts.values()].sort((a, b) => a.idx - b.idx).map((a) => indexText(model, a.token, a.idx))
  )
  for (const account of model.accounts.values()) {
    const body = reference[`/accounts/${indexText(model, account.token, account.idx)}`]!.body
    expect(body, `${step}: account ${account.idx}`).toMatchObject({
      balance: String(account.balance),
      nonce: Number(account.nonce)
    })
  }
  for (const tx of model.pool.values()) {
    const answer = reference[`/transactions-pool/${tx.id}`]!
    expect(answer.status, `${step}: pool ${tx.id}`).toBe(200)
    const body = answer.body as { state: string; invalidationReason: { code: string } | null }
    expect(
      { state: body.state, code: body.invalidationReason?.code ?? null },
      `${step}: pool state of ${tx.id}`
    ).toEqual({ state: tx.state, code: tx.code })
  }
  const poolList = itemsOf(reference["/transactions-pool?limit=100"]!, "transactions")
  expect(
    poolList.map((item) => ({
      id: item["id"],
      state: item["state"],
      code: (item["invalidationReason"] as { code: string } | null)?.code ?? null
    })),
    `${step}: pool list`
  ).toEqual([...model.pool.values()].map((tx) => ({ id: tx.id, state: tx.state, code: tx.code })))
  const history = listed(reference["/transactions-history?limit=100"]!, "transactions", "id")
  expect(history, `${step}: history`).toEqual(model.history())
  const exits = model.exits()
  const exitList = itemsOf(reference["/exits?limit=100"]!, "exits")
  expect(
    exitList.map((item) => `${item["batchNum"]}/${item["accountIndex"]}`),
    `${step}: exits`
  ).toEqual(exits.map((exit) => `${exit.batch}/${indexText(model, exit.token, exit.idx)}`))
  for (const [i, exit] of exits.entries()) {
    const answer = reference[exitPath(model, exit)]!
    const wallet = numberedWallet(exit.wallet)
    expect(answer.status, `${step}: exit ${exitKey(exit)}`).toBe(200)
    expect(answer.body, `${step}: exit ${exitKey(exit)}`).toMatchObject({
      batchNum: exit.batch,
      accountIndex: indexText(model, exit.token, exit.idx),
      balance: String(exit.balance),
      zkEthereumAddress: `zk:${wallet.ethAddress}`,
      bjj: encodeBjj(wallet.bjj),
      token: { id: exit.token },
      instantWithdraw: null,
      delayedWithdrawRequest: null,
      delayedWithdraw: null
    })
    expect(exitList[i], `${step}: /exits item of ${exitKey(exit)}`).toEqual(answer.body)
  }
  for (const exit of goneExits(model)) {
    expect(reference[exitPath(model, exit)]!.status, `${step}: undone exit ${exitKey(exit)}`).toBe(404)
  }
  for (const tx of model.l1.values()) {
    const answer = reference[`/transactions-history/${tx.id}`]!
    expect(answer.status, `${step}: L1 ${tx.id}`).toBe(200)
    const body = answer.body as { batchNum: number | null; L1Info: Record<string, unknown> }
    expect(
      { type: (answer.body as { type: string }).type, batchNum: body.batchNum, ...pick(body.L1Info) },
      `${step}: L1 ${tx.id}`
    ).toEqual({
      type: tx.type,
      batchNum: tx.batch,
      toForgeL1TransactionsNum: tx.queue,
      amountSuccess: tx.result?.amountSuccess ?? false,
      depositAmountSuccess: tx.result?.depositAmountSuccess ?? false,
      depositAmount: String(tx.depositAmount)
    })
  }
  for (const wallet of model.authorizers) {
    const answer = reference[authorizationPath(wallet)]!
    const stored = model.authorizations.get(wallet)
    expect(
      { status: answer.status, body: stored === undefined ? undefined : answer.body },
      `${step}: authorization of wallet ${wallet}`
    ).toEqual({
      status: stored === undefined ? 404 : 200,
      body:
        stored === undefined
          ? undefined
          : {
              timestamp: new Date(CLOCK_START + stored.timestamp).toISOString(),
              zkEthereumAddress: `zk:${numberedWallet(wallet).ethAddress}`,
              bjj: encodeBjj(numberedWallet(stored.key).bjj),
              signature: stored.signature
            }
    })
  }
  for (const [path, key, field, items] of DESC_PAGES) {
    const all = items(model)
    const answer = reference[path]!
    expect(listed(answer, key, field), `${step}: ${path}`).toEqual([...all].reverse().slice(0, 2))
    expect((answer.body as { pendingItems: number }).pendingItems, `${step}: ${path} pendingItems`).toBe(
      Math.max(0, all.length - 2)
    )
  }
}
