/** One model-based run: the same moves on a test node of each storage and on the model, every read compared after
 * every move, each storage's answers with the memory storage's and the model's predictions with all of them. */
import { expect } from "vitest"
import { makeTestNode, numberedWallet, type TestAnswer, type TestNode } from "../../app/testing/mod.ts"
import type { Account } from "../../core/domain/account.ts"
import type { Token } from "../../core/domain/token.ts"
import { type Command, formatCommands } from "./commands.ts"
import { LedgerModel, type ModelAccount } from "./ledger_model.ts"

/** A storage a run drives: its name and how to make a test node on it. */
export interface ModelStorage {
  readonly name: string
  readonly make: () => Promise<TestNode>
}

/** The symbols of the tokens a run registers, in order. */
const SYMBOLS = ["TKA", "TKB", "TKC"]

/** 10^18. */
const UNIT = 10n ** 18n

/** The moves every run starts with: a token and two funded accounts. */
const PRELUDE: ReadonlyArray<Command> = [
  { _tag: "RegisterToken" },
  { _tag: "Fund", wallet: 1, token: 0, units: 100 },
  { _tag: "Fund", wallet: 2, token: 0, units: 100 }
]

/** What a run did that changed something, by kind: a run that never forges, discards or reorgs proves little. */
export interface Coverage {
  transfersTaken: number
  faultsRefused: number
  transactionsForged: number
  transactionsDiscarded: number
  batchesUndone: number
  transactionsRevived: number
}

/** A coverage of nothing, to count into. */
export const noCoverage = (): Coverage => ({
  transfersTaken: 0,
  faultsRefused: 0,
  transactionsForged: 0,
  transactionsDiscarded: 0,
  batchesUndone: 0,
  transactionsRevived: 0
})

/** An amount Float40 represents, above `balance` and distinct for each `step`: a mantissa below 2^35 times a power of ten. */
function overdrawn(balance: bigint, step: number): bigint {
  let scale = 1n
  while (balance / scale >= 1n << 34n) scale *= 10n
  return (balance / scale + 1n + BigInt(step)) * scale
}

/** A node of the run and what it has answered so far. */
interface Driven {
  readonly storage: string
  readonly node: TestNode
  readonly tokens: Array<Token>
}

/** `node`'s account at `idx` in the model's `account`'s token, read through the API. */
async function accountAt(driven: Driven, model: LedgerModel, account: ModelAccount): Promise<Account> {
  const symbol = model.tokens[account.token]
  const answer = await driven.node.get(`/accounts/zk:${symbol}:${account.idx}`)
  expect(answer.status, `${driven.storage}: account ${account.idx}`).toBe(200)
  const found = await driven.node.accountOf(numberedWallet(account.wallet), driven.tokens[account.token]!)
  if (found === undefined) throw new Error(`${driven.storage}: no account of wallet ${account.wallet}`)
  return found
}

/** Every read the run compares, by path: lists, each model account and each transaction the pool took. */
function readPaths(model: LedgerModel): Array<string> {
  return [
    "/batches?limit=100",
    "/accounts?limit=100",
    "/transactions-history?limit=100",
    "/transactions-pool?limit=100",
    "/state",
    ...DESC_PAGES.map(([path]) => path),
    ...[...model.accounts.values()].map((a) => `/accounts/zk:${model.tokens[a.token]}:${a.idx}`),
    ...[...model.pool.keys()].map((id) => `/transactions-pool/${id}`)
  ]
}

/** A first page walking DESC of each list, its items' key and field, and what the model lists there (ASC). */
const DESC_PAGES: ReadonlyArray<readonly [string, string, string, (model: LedgerModel) => ReadonlyArray<unknown>]> = [
  ["/batches?order=DESC&limit=2", "batches", "batchNum", (model) => model.batches.map((b) => b.num)],
  [
    "/accounts?order=DESC&limit=2",
    "accounts",
    "accountIndex",
    (model) =>
      [...model.accounts.values()].sort((a, b) => a.idx - b.idx).map((a) => `zk:${model.tokens[a.token]}:${a.idx}`)
  ],
  ["/transactions-history?order=DESC&limit=2", "transactions", "id", (model) => model.history()]
]

/** The items of a list answer's `key`, each by `field`. */
function listed(answer: TestAnswer, key: string, field: string): Array<unknown> {
  const items = (answer.body as Record<string, ReadonlyArray<Record<string, unknown>>>)[key] ?? []
  return items.map((item) => item[field])
}

/** Checks every read of every node against the first node's and the model's. */
async function checkReads(nodes: ReadonlyArray<Driven>, model: LedgerModel, step: string): Promise<void> {
  const paths = readPaths(model)
  const answers = await Promise.all(
    nodes.map(async (driven) => {
      const read: Record<string, TestAnswer> = {}
      for (const path of paths) read[path] = await driven.node.get(path)
      return read
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
  const batches = listed(reference["/batches?limit=100"]!, "batches", "batchNum")
  expect(batches, `${step}: batches`).toEqual(model.batches.map((b) => b.num))
  const accounts = listed(reference["/accounts?limit=100"]!, "accounts", "accountIndex")
  expect(accounts, `${step}: accounts`).toEqual(
    [...model.accounts.values()].sort((a, b) => a.idx - b.idx).map((a) => `zk:${model.tokens[a.token]}:${a.idx}`)
  )
  for (const account of model.accounts.values()) {
    const body = reference[`/accounts/zk:${model.tokens[account.token]}:${account.idx}`]!.body
    expect(body, `${step}: account ${account.idx}`).toMatchObject({
      balance: String(account.balance),
      nonce: Number(account.nonce)
    })
  }
  for (const tx of model.pool.values()) {
    const answer = reference[`/transactions-pool/${tx.id}`]!
    expect(answer.status, `${step}: pool ${tx.id}`).toBe(200)
    expect((answer.body as { state: string }).state, `${step}: pool state of ${tx.id}`).toBe(tx.state)
  }
  const history = listed(reference["/transactions-history?limit=100"]!, "transactions", "id")
  expect(history, `${step}: history`).toEqual(model.history())
  for (const [path, key, field, items] of DESC_PAGES) {
    const all = items(model)
    const answer = reference[path]!
    expect(listed(answer, key, field), `${step}: ${path}`).toEqual([...all].reverse().slice(0, 2))
    expect((answer.body as { pendingItems: number }).pendingItems, `${step}: ${path} pendingItems`).toBe(
      Math.max(0, all.length - 2)
    )
  }
}

/** Applies `command` (step `step`) to every node and to the model. */
async function apply(
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Command,
  step: number,
  coverage: Coverage
): Promise<void> {
  switch (command._tag) {
    case "RegisterToken": {
      if (model.tokens.length >= SYMBOLS.length) return
      const symbol = SYMBOLS[model.tokens.length]!
      model.registerToken(symbol)
      for (const driven of nodes) driven.tokens.push(await driven.node.registerToken(symbol))
      return
    }
    case "Fund": {
      if (model.tokens.length === 0) return
      const token = command.token % model.tokens.length
      const amount = BigInt(command.units) * UNIT
      model.fund(command.wallet, token, amount)
      for (const driven of nodes) await driven.node.fund(numberedWallet(command.wallet), driven.tokens[token]!, amount)
      return
    }
    case "Transfer": {
      const senders = [...model.accounts.values()].sort((a, b) => a.idx - b.idx)
      const from = senders[command.from % Math.max(1, senders.length)]
      if (from === undefined) return
      const receivers = senders.filter((a) => a.token === from.token)
      const to = receivers[command.to % receivers.length]!
      const fault = command.faulty ? command.fault : undefined
      if (fault === "staleNonce" && from.nonce === 0n) return
      // Unique per step, so that no two transfers share a TxID.
      const unique = BigInt(step + 1) * 10_000_000n + BigInt(command.amount)
      const amount = command.overdraw ? overdrawn(from.balance, step) : unique
      const nonce = model.nextNonce(from) + (command.ahead ? 1n : 0n)
      const wallet = numberedWallet(from.wallet)
      const statuses: Array<number> = []
      let id = ""
      for (const driven of nodes) {
        const account = await accountAt(driven, model, from)
        const receiver = await accountAt(driven, model, to)
        const signed = driven.node.transaction(
          { from: account, toAccountIndex: receiver.accountIndex, amount, nonce },
          wallet,
          fault
        )
        id = signed.id
        statuses.push((await driven.node.submit(signed.body)).status)
      }
      const taken =
        fault === undefined && model.takes({ id, from: from.idx, to: to.idx, token: from.token, amount, nonce })
      expect(statuses, `step ${step}: POST ${formatCommands([command])}`).toEqual(nodes.map(() => (taken ? 200 : 400)))
      if (taken) model.submit({ id, from: from.idx, to: to.idx, token: from.token, amount, nonce })
      if (taken) coverage.transfersTaken++
      else if (fault !== undefined) coverage.faultsRefused++
      return
    }
    case "Forge": {
      const discardedBefore = [...model.pool.values()].filter((tx) => tx.state === "invl").length
      const expected = model.forge()
      coverage.transactionsForged += expected.length
      coverage.transactionsDiscarded +=
        [...model.pool.values()].filter((tx) => tx.state === "invl").length - discardedBefore
      for (const driven of nodes) {
        const report = await driven.node.forge()
        expect(report.forged, `step ${step}: ${driven.storage} forged`).toEqual(expected)
      }
      return
    }
    case "Reorg": {
      const batchNum = Math.max(0, model.lastBatch() - command.depth)
      const settled = [...model.pool.values()].filter((tx) => tx.state !== "pend").length
      coverage.batchesUndone += model.lastBatch() - batchNum
      model.reorg(batchNum)
      coverage.transactionsRevived += settled - [...model.pool.values()].filter((tx) => tx.state !== "pend").length
      for (const driven of nodes) await driven.node.reorg(batchNum)
      return
    }
    case "Advance": {
      for (const driven of nodes) driven.node.advance(command.seconds * 1000)
      return
    }
  }
}

/** Runs `sequence` (after the prelude) on a node of each of `storages` and on the model, checking after every move;
 * answers what the run covered. */
export async function runSequence(
  storages: ReadonlyArray<ModelStorage>,
  sequence: ReadonlyArray<Command>
): Promise<Coverage> {
  const coverage = noCoverage()
  const nodes: Array<Driven> = []
  try {
    for (const storage of storages) nodes.push({ storage: storage.name, node: await storage.make(), tokens: [] })
    const model = new LedgerModel()
    const moves = [...PRELUDE, ...sequence]
    for (const [step, command] of moves.entries()) {
      await apply(nodes, model, command, step, coverage)
      await checkReads(nodes, model, `step ${step} ${formatCommands([command])}`)
    }
    return coverage
  } finally {
    await Promise.all(nodes.map((driven) => driven.node.close()))
  }
}

/** A memory-storage node, the reference of every run. */
export const MEMORY: ModelStorage = { name: "memory", make: () => makeTestNode() }
