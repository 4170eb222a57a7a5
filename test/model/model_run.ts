/** One model-based run: the same moves on a test node of each storage and on the model, every read compared after
 * every move, each storage's answers with the memory storage's and the model's predictions with all of them. */
import { Layer } from "effect"
import { MemoryStorage } from "../../adapters/memory/mod.ts"
import { StateTreeRetention } from "../../core/ports/state_tree_store.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import {
  makeTestNode,
  numberedWallet,
  signedAuthorization,
  type TestAnswer,
  type TestNode
} from "../../app/testing/mod.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { TxIdValue } from "../../core/domain/tx_id.ts"
import { postAtomicGroup, postMatch, postRequester, splitGroup } from "./atomic_moves.ts"
import { type Command, formatCommands } from "./commands.ts"
import { type At, agreeWithModel } from "./model_judge.ts"
import {
  agreeOnRefusal,
  type Driven,
  eachNode,
  overdrawn,
  STUCK_AMOUNT,
  statusOf,
  submitEverywhere,
  typeOf,
  uniqueAmount
} from "./model_posts.ts"
import { type Coverage, noCoverage } from "./coverage.ts"
import { checkReads } from "./model_reads.ts"
import { type Draw, drawOf } from "./read_draw.ts"
import { checkStoredTemplates } from "./template_reads.ts"
import {
  EXIT_IDX,
  LedgerModel,
  STATE_TREE_RETENTION,
  type ModelL1Batch,
  type ModelL1Transaction,
  type ModelSubmission
} from "./ledger_model.ts"

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

/** The wallet whose key a wallet authorizes with `otherKey`. */
function otherKeyOf(wallet: number): number {
  return wallet + 4
}

/** Judges each node's dry run that the model takes (`refusal` undefined): what it would do, against `expected`. */
function agreeOnDryRun(
  at: At,
  nodes: ReadonlyArray<Driven>,
  answers: ReadonlyArray<TestAnswer>,
  refusal: string | undefined,
  expected: {
    readonly wouldBeState: string
    readonly alreadyInPool: boolean
    readonly nextNonce: number
    readonly replaces: ReadonlyArray<string>
  }
): void {
  if (refusal !== undefined) return
  agreeWithModel(
    at,
    "POST /transactions-pool?dryRun=true: what it would do",
    expected,
    answers.map((answer, i) => {
      const body = answer.body as Record<string, unknown>
      const replaces = Array.isArray(body["replaces"])
        ? [...(body["replaces"] as Array<string>)].sort()
        : body["replaces"]
      const { wouldBeState, alreadyInPool, nextNonce } = body
      return [nodes[i]!.storage, { wouldBeState, alreadyInPool, nextNonce, replaces }]
    })
  )
}

/** Judges each node's answer to an authorization's POST (which answers no body): refused with the model's `refusal`
 * and its status. */
function agreeOnAuthorization(
  at: At,
  read: string,
  nodes: ReadonlyArray<Driven>,
  answers: ReadonlyArray<TestAnswer>,
  refusal: string | undefined
): void {
  agreeWithModel(
    at,
    read,
    { status: statusOf(refusal), type: refusal },
    answers.map((answer, i) => [nodes[i]!.storage, { status: answer.status, type: typeOf(answer) }])
  )
}

/** The first fee selector whose fee is a sizeable share of the amount (2^-8; each step above adds 2^(1/20)). */
const PROPORTIONAL_FEE = 32

/** The largest fee selector. */
const MAX_FEE = 255

/**
 * The transaction a `Replace` move posts with `?replace=true`: from the sender of the pending (or any) transaction it
 * picks, with its nonce, type and receiver, a new amount and its fee selector raised by `raise` (from 32 at least); for
 * `fresh`, an exit at a sender's next nonce, which nothing pending takes. Undefined when there is nothing to pick, or the picked one's
 * sender account is gone or holds another token now (a reorg undid its creation).
 */
function replacementOf(
  model: LedgerModel,
  command: Extract<Command, { _tag: "Replace" }>,
  step: number
): Omit<ModelSubmission, "id"> | undefined {
  const amount = uniqueAmount(command.amount, step)
  if (command.target === "fresh") {
    const senders = model.accountsByIndex()
    const from = senders[command.which % Math.max(1, senders.length)]
    if (from === undefined) return undefined
    const fee = Math.max(0, command.raise)
    return { type: "Exit", from: from.idx, to: EXIT_IDX, token: from.token, amount, fee, nonce: model.nextNonce(from) }
  }
  const candidates = [...model.pool.values()].filter((tx) => command.target === "any" || tx.state === "pend")
  const old = candidates[command.which % Math.max(1, candidates.length)]
  if (old === undefined || model.accounts.get(old.from)?.token !== old.token) return undefined
  // Below selector 32 a fee is at most a 256th of the amount (often 0 units): a wallet bumping it starts from 32.
  const fee = Math.min(MAX_FEE, Math.max(0, Math.max(old.fee, PROPORTIONAL_FEE) + command.raise))
  return { type: old.type, from: old.from, to: old.to, token: old.token, amount, fee, nonce: old.nonce }
}

/** The rollup contract of every node queues `tx`: its id, the queue and position each contract gave it judged against
 * the model's. */
async function queueEverywhere(
  at: At,
  nodes: ReadonlyArray<Driven>,
  tx: Omit<ModelL1Transaction, "id" | "batch" | "result">
): Promise<string> {
  const { type, token, fromIdx, amount, depositAmount } = tx
  const wallet = numberedWallet(tx.wallet)
  const queued = await eachNode(nodes, (driven) =>
    driven.node.queueL1({ type, wallet, tokenId: token, fromIdx, amount, depositAmount })
  )
  agreeWithModel(
    at,
    "the rollup contract's queue and position of the L1 transaction",
    { queue: tx.queue, position: tx.position },
    queued.map(({ queue, position }, i) => [nodes[i]!.storage, { queue, position }])
  )
  return queued[0]!.id
}

/** What the batch forging an L1 queue holds, in the model's terms: its number and queue, each result, the accounts it
 * creates (their token and address), every account's state after it that it changes, its exits. */
function l1BatchOf(plan: ModelL1Batch): unknown {
  return {
    batchNum: plan.batch,
    queue: plan.queue,
    results: plan.results,
    created: plan.created.map((a) => ({ idx: a.idx, tokenId: a.token, ethAddr: numberedWallet(a.wallet).ethAddress })),
    updates: plan.updates.map((a) => ({ idx: a.idx, nonce: a.nonce, balance: a.balance })),
    exits: [...plan.exits].sort(([a], [b]) => a - b).map(([idx, balance]) => ({ idx, balance }))
  }
}

/** The coordinator forges the oldest L1 queue not forged, in a batch of its own, on every node — each node's devnet
 * coordinator computing the results, the accounts created and updated and the exits from that node's accounts — and
 * the model predicts what it holds. */
async function forgeOldestQueue(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  coverage: Coverage
): Promise<void> {
  const plan = model.forgeL1()
  for (const result of plan.results) {
    if (result.effectiveFromIdx !== 0 && result.amountSuccess) coverage.l1Forged++
    else coverage.l1Failed++
  }
  coverage.exitsMade += plan.exits.size
  const forged = await eachNode(nodes, (driven) => driven.node.forgeL1Queue())
  agreeWithModel(
    at,
    "the devnet coordinator's batch of the oldest L1 queue",
    l1BatchOf(plan),
    forged.map(({ batch, contents }, i) => [
      nodes[i]!.storage,
      {
        batchNum: batch.batchNum,
        queue: contents.forgeL1TransactionsNum,
        results: contents.l1UserResults.map((r) => ({ ...r })),
        created: contents.createdAccounts.map(({ idx, tokenId, ethAddr }) => ({ idx, tokenId, ethAddr })),
        updates: contents.accountUpdates.map(({ idx, nonce, balance }) => ({ idx, nonce, balance })),
        exits: contents.exits.map(({ idx, balance }) => ({ idx, balance }))
      }
    ])
  )
}

/** Applies `command` (step `step`) to every node and to the model. */
async function apply(
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Command,
  step: number,
  coverage: Coverage,
  draw: Draw
): Promise<void> {
  const at: At = { step, move: formatCommands([command]) }
  const where = "POST /transactions-pool"
  switch (command._tag) {
    case "RegisterToken": {
      if (model.tokens.length >= SYMBOLS.length) return
      const symbol = SYMBOLS[model.tokens.length]!
      model.registerToken(symbol)
      await eachNode(nodes, async (driven) => driven.tokens.push(await driven.node.registerToken(symbol)))
      return
    }
    case "Fund": {
      if (model.tokens.length === 0) return
      const token = command.token % model.tokens.length
      const amount = BigInt(command.units) * UNIT
      model.fund(command.wallet, token, amount)
      await eachNode(nodes, (driven) => driven.node.fund(numberedWallet(command.wallet), driven.tokens[token]!, amount))
      return
    }
    case "Transfer": {
      const senders = model.accountsByIndex()
      const from = senders[command.from % Math.max(1, senders.length)]
      if (from === undefined) return
      const receivers = senders.filter((a) => a.token === from.token)
      const to = receivers[command.to % receivers.length]!
      const fault = command.faulty ? command.fault : undefined
      if (fault === "staleNonce" && from.nonce === 0n) return
      const amount = command.overdraw ? overdrawn(from.balance, step) : uniqueAmount(command.amount, step)
      const nonce = model.nextNonce(from) + (command.ahead ? 1n : 0n)
      const tx = {
        type: "Transfer",
        from: from.idx,
        to: to.idx,
        token: from.token,
        amount,
        fee: command.fee,
        nonce
      } as const
      const refusal = model.refusal({ id: "", ...tx }, false, fault)
      // Half the transfers are tried first as a dry run: it answers what the real one will, and the next nonce after it.
      if (draw.chance(0.5)) {
        const dry = await submitEverywhere(at, nodes, model, tx, false, fault, true)
        agreeOnRefusal(at, `${where}?dryRun=true`, nodes, dry, refusal)
        agreeOnDryRun(at, nodes, dry.answers, refusal, {
          wouldBeState: "pend",
          alreadyInPool: false,
          nextNonce: Number(model.nextNonce(from, [tx.nonce])),
          replaces: []
        })
      }
      const posted = await submitEverywhere(at, nodes, model, tx, false, fault)
      agreeOnRefusal(at, where, nodes, posted, refusal)
      const { id } = posted
      const taken = refusal === undefined
      if (taken) model.submit({ id, ...tx }, false)
      if (taken) coverage.transfersTaken++
      else if (fault !== undefined) coverage.faultsRefused++
      return
    }
    case "Exit": {
      const senders = model.accountsByIndex()
      const from = senders[command.from % Math.max(1, senders.length)]
      if (from === undefined) return
      const amount = command.zero
        ? 0n
        : command.overdraw
          ? overdrawn(from.balance, step)
          : uniqueAmount(command.amount, step)
      const nonce = model.nextNonce(from)
      const tx = {
        type: "Exit",
        from: from.idx,
        to: EXIT_IDX,
        token: from.token,
        amount,
        fee: command.fee,
        nonce
      } as const
      const posted = await submitEverywhere(at, nodes, model, tx, false)
      const { id } = posted
      const refusal = model.refusal({ id, ...tx }, false)
      agreeOnRefusal(at, where, nodes, posted, refusal)
      if (refusal === undefined) model.submit({ id, ...tx }, false)
      else coverage.faultsRefused++
      return
    }
    case "Replace": {
      if (command.target === "pending" && ![...model.pool.values()].some((tx) => tx.state === "pend")) {
        // A wallet with nothing pending first posts the transaction it then replaces: an exit at fee 0.
        const senders = model.accountsByIndex()
        const from = senders[command.which % Math.max(1, senders.length)]
        if (from === undefined) return
        const amount = uniqueAmount(command.amount, step) + STUCK_AMOUNT
        const stuck = { type: "Exit", from: from.idx, to: EXIT_IDX, token: from.token, amount, fee: 0 } as const
        const tx = { ...stuck, nonce: model.nextNonce(from) }
        const posted = await submitEverywhere(at, nodes, model, tx, false)
        const { id } = posted
        const refusal = model.refusal({ id, ...tx }, false)
        agreeOnRefusal(at, `${where} (the one it replaces)`, nodes, posted, refusal)
        if (refusal !== undefined) return
        model.submit({ id, ...tx }, false)
      }
      const replacement = replacementOf(model, command, step)
      if (replacement === undefined) return
      const refusal = model.refusal({ id: "", ...replacement }, true)
      // The dry run first: it answers what the real one will, and names what it would replace.
      const dry = await submitEverywhere(at, nodes, model, replacement, true, undefined, true)
      agreeOnRefusal(at, `${where}?replace=true&dryRun=true`, nodes, dry, refusal)
      const sender = model.accounts.get(replacement.from)
      if (sender !== undefined) {
        agreeOnDryRun(at, nodes, dry.answers, refusal, {
          wouldBeState: "pend",
          alreadyInPool: false,
          nextNonce: Number(model.nextNonce(sender, [replacement.nonce])),
          replaces: model
            .pendingWith(replacement.from, replacement.nonce)
            .map((tx) => tx.id)
            .sort()
        })
      }
      const posted = await submitEverywhere(at, nodes, model, replacement, true)
      const { id } = posted
      agreeOnRefusal(at, `${where}?replace=true`, nodes, posted, refusal)
      if (refusal === undefined) coverage.transactionsReplaced += model.submit({ id, ...replacement }, true).length
      else coverage.replacementsRefused++
      return
    }
    case "Invalidate": {
      const pending = [...model.pool.values()].filter((tx) => tx.state === "pend")
      const tx = pending[command.which % Math.max(1, pending.length)]
      if (tx === undefined) return
      const batch = command.inBatch && model.lastBatch() > 0 ? model.lastBatch() : null
      const code = command.code === "none" ? undefined : command.code
      const invalidation = { id: TxIdValue.make(tx.id), reason: `the coordinator drops it (step ${step})`, code }
      coverage.groupMembersCascaded += model.invalidate(tx, code ?? "other", batch).length
      coverage.transactionsInvalidated++
      await eachNode(nodes, (driven) =>
        driven.node.run(
          driven.node.ledger.invalidatePoolTransactions([invalidation], batch === null ? null : BatchNum.make(batch))
        )
      )
      return
    }
    case "Authorize": {
      const wallet = numberedWallet(command.wallet)
      const domain = nodes[0]!.node.domain
      // Each body signed once and posted to every node; the model says which are taken.
      const authorize = async (
        key: number,
        body: { readonly zkEthereumAddress: string; readonly bjj: string; readonly signature: string },
        valid: boolean,
        what: string
      ) => {
        const answers = await eachNode(nodes, (driven) => driven.node.post("/account-creation-authorization", body))
        const refusal = model.authorize(command.wallet, key, body.signature, valid)
        agreeOnAuthorization(at, `POST /account-creation-authorization${what}`, nodes, answers, refusal)
        if (refusal === undefined) coverage.authorizationsTaken++
        else if (refusal === "ErrDuplicatedKey") coverage.authorizationsDuplicated++
        else coverage.authorizationsRefused++
      }
      if (command.again)
        await authorize(command.wallet, signedAuthorization(wallet, domain), true, " (its own key first)")
      if (command.faulty) {
        await authorize(command.wallet, signedAuthorization(wallet, domain, command.fault), false, "")
      } else if (command.otherKey) {
        const key = otherKeyOf(command.wallet)
        await authorize(key, signedAuthorization(wallet, domain, undefined, numberedWallet(key).bjj), true, "")
      } else {
        await authorize(command.wallet, signedAuthorization(wallet, domain), true, "")
      }
      return
    }
    case "L1": {
      if (model.tokens.length === 0) return
      const { queue, position } = model.nextL1Slot()
      let tx: Omit<ModelL1Transaction, "id" | "batch" | "result">
      if (command.type === "CreateAccountDeposit") {
        const token = command.token % model.tokens.length
        const depositAmount = BigInt(command.units) * UNIT
        tx = {
          queue,
          position,
          type: command.type,
          wallet: command.wallet,
          token,
          fromIdx: null,
          amount: 0n,
          depositAmount
        }
      } else {
        const senders = model.accountsByIndex()
        const from = senders[command.from % Math.max(1, senders.length)]
        if (from === undefined) return
        const exit = command.type === "ForceExit"
        const amount = !exit
          ? 0n
          : command.overdraw
            ? overdrawn(from.balance, step)
            : uniqueAmount(command.amount, step)
        const depositAmount = exit ? 0n : BigInt(command.units) * UNIT
        tx = {
          queue,
          position,
          type: command.type,
          wallet: from.wallet,
          token: from.token,
          fromIdx: from.idx,
          amount,
          depositAmount
        }
      }
      model.queueL1({ id: await queueEverywhere(at, nodes, tx), ...tx })
      coverage.l1Queued++
      if (command.forge) await forgeOldestQueue(at, nodes, model, coverage)
      return
    }
    case "ForgeL1": {
      await forgeOldestQueue(at, nodes, model, coverage)
      return
    }
    case "AtomicGroup":
      return postAtomicGroup(at, nodes, model, command, step, coverage)
    case "Request":
      return postRequester(at, nodes, model, command, step, coverage)
    case "Match":
      return postMatch(at, nodes, model, command, step, coverage)
    case "SplitGroup":
      return splitGroup(at, nodes, model, command, step, coverage)
    case "Forge": {
      const discardedBefore = [...model.pool.values()].filter((tx) => tx.state === "invl").length
      const cascadedBefore = [...model.pool.values()].filter((tx) => tx.code === "atomicGroup").length
      const expected = model.forge()
      coverage.transactionsForged += expected.length
      coverage.groupMembersForged += expected.filter((id) => model.pool.get(id)?.group != null).length
      coverage.groupMembersCascaded +=
        [...model.pool.values()].filter((tx) => tx.code === "atomicGroup").length - cascadedBefore
      coverage.exitsMade += expected.filter((id) => model.pool.get(id)?.type === "Exit").length
      coverage.transactionsDiscarded +=
        [...model.pool.values()].filter((tx) => tx.state === "invl").length - discardedBefore
      const reports = await eachNode(nodes, (driven) => driven.node.forge())
      agreeWithModel(
        at,
        "the devnet coordinator's forge: the transactions it forged",
        expected,
        reports.map((report, i) => [nodes[i]!.storage, report.forged])
      )
      return
    }
    case "Reorg": {
      const batchNum = Math.max(0, model.lastBatch() - command.depth)
      const settled = [...model.pool.values()].filter((tx) => tx.state !== "pend").length
      coverage.batchesUndone += model.lastBatch() - batchNum
      coverage.exitsUndone += model.exits().filter((exit) => exit.batch > batchNum).length
      coverage.l1Requeued += [...model.l1.values()].filter((tx) => tx.batch !== null && tx.batch > batchNum).length
      if (batchNum < model.treeSince) coverage.treesRebuilt++
      const settledMembers = [...model.pool.values()].filter((tx) => tx.group !== null && tx.state !== "pend")
      model.reorg(batchNum)
      coverage.transactionsRevived += settled - [...model.pool.values()].filter((tx) => tx.state !== "pend").length
      coverage.groupMembersRevived += settledMembers.filter((tx) => tx.state === "pend").length
      await eachNode(nodes, (driven) => driven.node.reorg(batchNum))
      return
    }
    case "Advance": {
      model.now += command.seconds * 1000
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
    const seen = new Map<string, number>()
    for (const [step, command] of moves.entries()) {
      const move = formatCommands([command])
      // The move's draws, from the move and how many equal moves came before it: a replay draws them again.
      const occurrence = seen.get(move) ?? 0
      seen.set(move, occurrence + 1)
      const treeSince = model.treeSince
      await apply(nodes, model, command, step, coverage, drawOf(`${move} ${occurrence} move`))
      coverage.treesPruned += Math.max(0, model.treeSince - treeSince)
      await checkReads(nodes, model, { step, move }, drawOf(`${move} ${occurrence} reads`), (kind) => {
        coverage[kind] = (coverage[kind] ?? 0) + 1
      })
      await checkStoredTemplates(nodes, { step, move })
    }
    return coverage
  } finally {
    await Promise.all(nodes.map((driven) => driven.node.close()))
  }
}

/** `storage` keeping the state trees of the model's retention (`STATE_TREE_RETENTION`). */
export function retaining<E, R>(storage: Layer.Layer<StoragePorts, E, R>): Layer.Layer<StoragePorts, E, R> {
  return storage.pipe(Layer.provide(Layer.succeed(StateTreeRetention, STATE_TREE_RETENTION)))
}

/** A memory-storage node, the reference of every run. */
export const MEMORY: ModelStorage = {
  name: "memory",
  make: () => makeTestNode({ storage: retaining(MemoryStorage.layer) })
}
