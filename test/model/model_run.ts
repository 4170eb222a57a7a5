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
  limitAt,
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
import { amountCosting, amountForFee, EXACT_AMOUNTS } from "./edge_amounts.ts"
import { modelFee, replacementFloor } from "./model_fees.ts"
import {
  EXIT_IDX,
  LedgerModel,
  STATE_TREE_RETENTION,
  type ModelL1Batch,
  type ModelAccount,
  type ModelFields,
  type ModelL1Transaction,
  type ModelSubmission,
  type ModelTransaction
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

/** The transaction a `Replace` move picks to replace: a pending one (or any the pool took). Undefined when there is
 * nothing to pick, or the picked one's sender account is gone or holds another token now (a reorg undid its
 * creation). */
function replacedOf(model: LedgerModel, command: Extract<Command, { _tag: "Replace" }>): ModelTransaction | undefined {
  const candidates = [...model.pool.values()].filter((tx) => command.target === "any" || tx.state === "pend")
  const old = candidates[command.which % Math.max(1, candidates.length)]
  return old === undefined || model.accounts.get(old.from)?.token !== old.token ? undefined : old
}

/** The fee `tx` pays in its token's units. */
function paidBy(tx: Pick<ModelFields, "amount" | "fee">): bigint {
  return modelFee(tx.amount, tx.fee)
}

/** What each pending transaction of `from` at `nonce` takes of a replacement: the floor of the replacement step over
 * what it pays. */
function floorsAt(model: LedgerModel, from: number, nonce: bigint): Array<bigint> {
  return model.pendingWith(from, nonce).map((tx) => replacementFloor(paidBy(tx)))
}

/**
 * The transaction a `Replace` move posts with `?replace=true` in place of `old`: its sender, nonce, type and receiver,
 * a new amount and its fee selector raised by `raise` (from 32 at least), or, with `fee`, an amount and selector that
 * pay exactly `fee` units (undefined when no amount does); for `fresh`, an exit at a sender's next nonce, which
 * nothing pending takes. Undefined when there is nothing to replace.
 */
function replacementOf(
  model: LedgerModel,
  command: Extract<Command, { _tag: "Replace" }>,
  step: number,
  old: ModelTransaction | undefined,
  fee?: bigint
): Omit<ModelSubmission, "id"> | undefined {
  const amount = uniqueAmount(command.amount, step)
  if (command.target === "fresh") {
    const senders = model.accountsByIndex()
    const from = senders[command.which % Math.max(1, senders.length)]
    if (from === undefined) return undefined
    const fee = Math.max(0, command.raise)
    return { type: "Exit", from: from.idx, to: EXIT_IDX, token: from.token, amount, fee, nonce: model.nextNonce(from) }
  }
  if (old === undefined) return undefined
  // Below selector 32 a fee is at most a 256th of the amount (often 0 units): a wallet bumping it starts from 32.
  const selector = Math.min(MAX_FEE, Math.max(0, Math.max(old.fee, PROPORTIONAL_FEE) + command.raise))
  const paying = fee === undefined ? { amount, fee: selector } : amountForFee(fee, selector)
  if (paying === undefined) return undefined
  return { type: old.type, from: old.from, to: old.to, token: old.token, ...paying, nonce: old.nonce }
}

/** The largest of `values` (`sign` 1) or the smallest (−1); 0 for none. */
function extreme(values: ReadonlyArray<bigint>, sign: 1 | -1): bigint {
  let found = values[0] ?? 0n
  for (const value of values) if ((value - found) * BigInt(sign) > 0n) found = value
  return found
}

/** Counts the edge of the replacement step a replacement paying `paid` met over `floors` (what each pending
 * transaction at its nonce takes), taken (`refusal` undefined) or refused. */
function countReplacementEdge(
  coverage: Coverage,
  floors: ReadonlyArray<bigint>,
  paid: bigint,
  refusal: string | undefined
): void {
  if (floors.length === 0) return
  const highest = extreme(floors, 1)
  const lowest = extreme(floors, -1)
  const tooLow = refusal === "ErrReplacementFeeTooLow"
  if (refusal === undefined && paid === highest) coverage.replacedAtFloor++
  // Under the floor of a fee of 0 (1 unit: at least one unit more) is the same fee; under any other, 10 % more.
  if (tooLow && paid === highest - 1n) {
    if (highest === 1n) coverage.refusedFreeAtZero++
    else coverage.refusedUnderFloor++
  }
  if (tooLow && lowest <= paid && paid < highest) coverage.refusedBetweenFloors++
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
  coverage.forcedExitAtBalance += plan.edges.exitAtBalance
  coverage.forcedExitOverByOne += plan.edges.exitOverByOne
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

/** The coordinator's step on every node, the model predicting what it forges, in position order; what it forged,
 * discarded and met at the edges of its rules counted. */
async function forgeEverywhere(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  coverage: Coverage
): Promise<void> {
  const discardedBefore = [...model.pool.values()].filter((tx) => tx.state === "invl").length
  const cascadedBefore = [...model.pool.values()].filter((tx) => tx.code === "atomicGroup").length
  const { forged: expected, edges } = model.forge()
  coverage.transactionsForged += expected.length
  coverage.groupMembersForged += expected.filter((id) => model.pool.get(id)?.group != null).length
  coverage.groupMembersCascaded +=
    [...model.pool.values()].filter((tx) => tx.code === "atomicGroup").length - cascadedBefore
  coverage.exitsMade += expected.filter((id) => model.pool.get(id)?.type === "Exit").length
  coverage.transactionsDiscarded +=
    [...model.pool.values()].filter((tx) => tx.state === "invl").length - discardedBefore
  coverage.paidAtBalance += edges.paidAtBalance
  coverage.discardedOverByOne += edges.overByOne
  coverage.discardedOverByFee += edges.overByFee
  coverage.discardedNonceTaken += edges.nonceTaken
  coverage.forgedAfterGap += edges.gapFilled
  coverage.leftAtGap += edges.gapWaiting
  coverage.forgedAtLimit += edges.forgedAtLimit
  coverage.discardedPastLimit += edges.discardedPastLimit
  coverage.groupForgedAtLimit += edges.groupForgedAtLimit
  coverage.groupDiscardedPastLimit += edges.groupDiscardedPastLimit
  const reports = await eachNode(nodes, (driven) => driven.node.forge())
  agreeWithModel(
    at,
    "the devnet coordinator's forge: the transactions it forged",
    expected,
    reports.map((report, i) => [nodes[i]!.storage, report.forged])
  )
}

/** The exits a wallet posts at most to bring its balance below `EXACT_AMOUNTS` (each leaves less than twice the power
 * of ten its amount is a multiple of: two do it from any balance below 10^45). */
const MAX_DRAINS = 3

/** Posts `tx` from the model's sender to every node (`what` names it in a failure) and has the model take it; whether
 * the pool took it. */
async function postTaken(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  tx: Omit<ModelSubmission, "id">,
  what: string
): Promise<boolean> {
  const posted = await submitEverywhere(at, nodes, model, tx, false)
  const refusal = model.refusal({ id: posted.id, ...tx }, false)
  agreeOnRefusal(at, `POST /transactions-pool (${what})`, nodes, posted, refusal)
  if (refusal !== undefined) return false
  model.submit({ id: posted.id, ...tx }, false)
  return true
}

/**
 * The nonce, amount and fee selector of a transaction from `from` at an edge of the balance (`spend`): what the sender
 * will hold when the coordinator next judges it (amount and fee), one unit more, or an amount of that balance with a
 * fee above 0. A wallet whose balance then is too large for an exact amount first exits at fee 0 amounts Float40
 * represents that leave it less (posted to every node). Undefined when no amount lands on the edge.
 */
async function atBalanceEdge(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  from: ModelAccount,
  spend: "balance" | "balancePlusOne" | "balanceBeforeFee",
  selector: number
): Promise<{ readonly nonce: bigint; readonly amount: bigint; readonly fee: number } | undefined> {
  let balance = model.balanceWhenJudged(from.idx, model.nextNonce(from))
  for (let drains = 0; balance !== undefined && balance >= EXACT_AMOUNTS; drains++) {
    if (drains === MAX_DRAINS) return undefined
    let scale = 1n
    while (balance / scale >= EXACT_AMOUNTS) scale *= 10n
    const drain = { type: "Exit", from: from.idx, to: EXIT_IDX, token: from.token, fee: 0 } as const
    const amount = (balance / scale - 1n) * scale
    const nonce = model.nextNonce(from)
    if (!(await postTaken(at, nodes, model, { ...drain, amount, nonce }, "an exit that leaves an exact balance")))
      return undefined
    balance = model.balanceWhenJudged(from.idx, model.nextNonce(from))
  }
  if (balance === undefined) return undefined
  const nonce = model.nextNonce(from)
  if (spend === "balanceBeforeFee") {
    const fee = balance < 256n ? 192 : Math.max(PROPORTIONAL_FEE, selector)
    return balance > 0n && balance < EXACT_AMOUNTS ? { nonce, amount: balance, fee } : undefined
  }
  const costing = amountCosting(balance + (spend === "balancePlusOne" ? 1n : 0n), selector)
  return costing === undefined ? undefined : { nonce, ...costing }
}

/** The sender of a transaction at an edge of the balance: the `pick`th of `senders` (modulo their count) or the next
 * after it whose next nonce the coordinator's next step reaches (no transaction before it waits), else the `pick`th. */
function edgeSender(model: LedgerModel, senders: ReadonlyArray<ModelAccount>, pick: number): ModelAccount | undefined {
  const count = senders.length
  const reached = Array.from({ length: count }, (_, i) => senders[(pick + i) % count]!).find(
    (account) => model.balanceWhenJudged(account.idx, model.nextNonce(account)) !== undefined
  )
  return reached ?? senders[pick % Math.max(1, count)]
}

/** The nonce a transfer from `from` signs at `edge`: the next one, one above it (`ahead`, `gap`), or one below it
 * (the next one when that is 0). */
function nonceAt(model: LedgerModel, from: ModelAccount, edge: "next" | "ahead" | "gap" | "below"): bigint {
  const next = model.nextNonce(from)
  if (edge === "ahead" || edge === "gap") return next + 1n
  return edge === "below" && next > 0n ? next - 1n : next
}

/** Counts the edge of the pool's nonce rule a POST of `nonce` from `from` met (`refusal` undefined: taken). */
function countNonceEdge(
  coverage: Coverage,
  model: LedgerModel,
  from: ModelAccount,
  nonce: bigint,
  refusal: string | undefined
): void {
  const next = model.nextNonce(from)
  if (refusal === "ErrInvalidNonce" && nonce === from.nonce - 1n) coverage.refusedNonceBelowAccount++
  if (refusal !== undefined) return
  if (nonce < next) coverage.takenAtPendingNonce++
  if (nonce === next + 1n) coverage.takenAheadOfNext++
}

/** Posts `replacement` with `?replace=true` to every node, its dry run first (which answers what the real one will,
 * and names what it would replace), and has the model take it; the edge of the replacement step it met counted. Its
 * id, and why it was refused (undefined: taken). */
async function postReplacement(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  replacement: Omit<ModelSubmission, "id">,
  coverage: Coverage
): Promise<{ readonly id: string; readonly refusal: string | undefined }> {
  const where = "POST /transactions-pool"
  const dry = await submitEverywhere(at, nodes, model, replacement, true, undefined, true)
  // Its id, as the dry run computed it: the same replacement posted again is answered its id.
  const refusal = model.refusal({ id: dry.id, ...replacement }, true)
  agreeOnRefusal(at, `${where}?replace=true&dryRun=true`, nodes, dry, refusal)
  const sender = model.accounts.get(replacement.from)
  // A replacement whose amount and fee a wallet already posted at the nonce has that one's id: it is answered as stored.
  const stored = model.pool.get(dry.id)
  if (sender !== undefined) {
    agreeOnDryRun(
      at,
      nodes,
      dry.answers,
      refusal,
      stored === undefined
        ? {
            wouldBeState: "pend",
            alreadyInPool: false,
            nextNonce: Number(model.nextNonce(sender, [replacement.nonce])),
            replaces: model
              .pendingWith(replacement.from, replacement.nonce)
              .map((tx) => tx.id)
              .sort()
          }
        : { wouldBeState: stored.state, alreadyInPool: true, nextNonce: Number(model.nextNonce(sender)), replaces: [] }
    )
  }
  const floors = floorsAt(model, replacement.from, replacement.nonce)
  const posted = await submitEverywhere(at, nodes, model, replacement, true)
  const { id } = posted
  agreeOnRefusal(at, `${where}?replace=true`, nodes, posted, refusal)
  countReplacementEdge(coverage, floors, paidBy(replacement), refusal)
  if (refusal !== undefined) coverage.replacementsRefused++
  else coverage.transactionsReplaced += model.submit({ id, ...replacement }, true).length
  return { id, refusal }
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
      const edgy = !command.faulty && command.spend !== "some" && command.spend !== "overdraw"
      const from = edgy ? edgeSender(model, senders, command.from) : senders[command.from % Math.max(1, senders.length)]
      if (from === undefined) return
      const receivers = senders.filter((a) => a.token === from.token)
      const to = receivers[command.to % receivers.length]!
      const fault = command.faulty ? command.fault : undefined
      if (fault === "staleNonce" && from.nonce === 0n) return
      const { spend } = command
      const edge =
        fault === undefined && spend !== "some" && spend !== "overdraw"
          ? await atBalanceEdge(at, nodes, model, from, spend, command.fee)
          : undefined
      // A second transfer of the move, beside the drawn one: the one whose nonce it takes again, or the one filling its
      // gap.
      const beside = {
        type: "Transfer",
        from: from.idx,
        to: to.idx,
        token: from.token,
        amount: uniqueAmount(command.amount, step) + STUCK_AMOUNT,
        fee: command.fee
      } as const
      const plain = edge === undefined && fault === undefined
      if (plain && command.nonce === "below" && model.nextNonce(from) === from.nonce) {
        await postTaken(at, nodes, model, { ...beside, nonce: from.nonce }, "the one whose nonce it takes again")
      }
      const tx = {
        type: "Transfer",
        from: from.idx,
        to: to.idx,
        token: from.token,
        amount:
          edge?.amount ?? (spend === "overdraw" ? overdrawn(from.balance, step) : uniqueAmount(command.amount, step)),
        fee: edge?.fee ?? command.fee,
        nonce: edge?.nonce ?? nonceAt(model, from, command.nonce),
        maxNumBatch: limitAt(model, command.limit)
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
      countNonceEdge(coverage, model, from, fault === "staleNonce" ? from.nonce - 1n : tx.nonce, refusal)
      const { id } = posted
      const taken = refusal === undefined
      if (taken) model.submit({ id, ...tx }, false)
      if (taken) coverage.transfersTaken++
      else if (fault !== undefined) coverage.faultsRefused++
      if (plain && taken && command.nonce === "gap") {
        await postTaken(at, nodes, model, { ...beside, nonce: model.nextNonce(from) }, "the one filling its gap")
      }
      // A transaction at an edge of the balance is judged at once, against the balance it was signed for.
      if (edge !== undefined) await forgeEverywhere(at, nodes, model, coverage)
      return
    }
    case "Exit": {
      const senders = model.accountsByIndex()
      const edgy = !command.zero && command.spend !== "some" && command.spend !== "overdraw"
      const from = edgy ? edgeSender(model, senders, command.from) : senders[command.from % Math.max(1, senders.length)]
      if (from === undefined) return
      const { spend } = command
      const edge =
        !command.zero && spend !== "some" && spend !== "overdraw"
          ? await atBalanceEdge(at, nodes, model, from, spend, command.fee)
          : undefined
      const amount = command.zero
        ? 0n
        : (edge?.amount ?? (spend === "overdraw" ? overdrawn(from.balance, step) : uniqueAmount(command.amount, step)))
      const tx = {
        type: "Exit",
        from: from.idx,
        to: EXIT_IDX,
        token: from.token,
        amount,
        fee: edge?.fee ?? command.fee,
        nonce: edge?.nonce ?? model.nextNonce(from),
        maxNumBatch: limitAt(model, command.limit)
      } as const
      const posted = await submitEverywhere(at, nodes, model, tx, false)
      const { id } = posted
      const refusal = model.refusal({ id, ...tx }, false)
      agreeOnRefusal(at, where, nodes, posted, refusal)
      if (refusal === undefined) model.submit({ id, ...tx }, false)
      else coverage.faultsRefused++
      if (edge !== undefined) await forgeEverywhere(at, nodes, model, coverage)
      return
    }
    case "Replace": {
      if (command.target === "pending" && ![...model.pool.values()].some((tx) => tx.state === "pend")) {
        // A wallet with nothing pending first posts the transaction it then replaces: an exit at fee 0, or, with a
        // raise of 4 or more, at selector 32 + raise (a fee of some units, whose floor is 10 % more).
        const senders = model.accountsByIndex()
        const from = senders[command.which % Math.max(1, senders.length)]
        if (from === undefined) return
        const amount = uniqueAmount(command.amount, step) + STUCK_AMOUNT
        const fee = command.raise >= 4 ? PROPORTIONAL_FEE + command.raise : 0
        const stuck = { type: "Exit", from: from.idx, to: EXIT_IDX, token: from.token, amount, fee } as const
        if (!(await postTaken(at, nodes, model, { ...stuck, nonce: model.nextNonce(from) }, "the one it replaces")))
          return
      }
      const old = command.target === "fresh" ? undefined : replacedOf(model, command)
      if (command.target !== "fresh" && old === undefined) return
      if (command.at === "lowerFloor" && old?.state === "pend" && model.pendingWith(old.from, old.nonce).length === 1) {
        // The wallet first posts a second transaction at the nonce paying more, stored beside it (without `replace`).
        const amount = uniqueAmount(command.amount, step) + STUCK_AMOUNT
        let fee = old.fee
        while (fee < MAX_FEE && modelFee(amount, fee) <= paidBy(old)) fee++
        const dearer = { type: old.type, from: old.from, to: old.to, token: old.token, amount, fee, nonce: old.nonce }
        await postTaken(at, nodes, model, dearer, "a second one at the nonce, paying more")
      }
      const floors = old === undefined ? [] : floorsAt(model, old.from, old.nonce)
      const least = old === undefined ? 0n : replacementFloor(paidBy(old))
      const highest = extreme([least, ...floors], 1)
      const lowest = extreme([highest, ...floors], -1)
      const fee = { raise: undefined, floor: highest, underFloor: highest - 1n, lowerFloor: lowest, twice: highest }[
        command.at
      ]
      const replacement =
        replacementOf(model, command, step, old, fee) ?? replacementOf(model, command, step, old, undefined)
      if (replacement === undefined) return
      const first = await postReplacement(at, nodes, model, replacement, coverage)
      const replacing = first.refusal === undefined ? model.pool.get(first.id) : undefined
      if (command.at !== "twice" || replacing === undefined || old === undefined) return
      // A second replacement of the nonce, one unit under the first one's floor: at or above the floor of the one the
      // first replaced, so that only the first one's fee refuses it.
      const under = replacementFloor(paidBy(replacing)) - 1n
      // Of a fee of a few units, one under the floor is the first one's own fee: at the next selector, another amount.
      const same = (tx: typeof replacement) => tx.amount === replacement.amount && tx.fee === replacement.fee
      const once = replacementOf(model, command, step, replacing, under)
      const second =
        once !== undefined && same(once)
          ? replacementOf(model, { ...command, raise: command.raise + 1 }, step, replacing, under)
          : once
      if (second === undefined) return
      const again = await postReplacement(at, nodes, model, second, coverage)
      if (again.refusal === "ErrReplacementFeeTooLow" && paidBy(second) >= least) coverage.refusedUnderReplacement++
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
      // A forced exit at an edge of its account's balance: what the account holds when its queue is forged, or one unit
      // more; forged at once.
      let edge: bigint | undefined
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
        const { exitAt } = command
        if (exit && (exitAt === "balance" || exitAt === "balancePlusOne")) {
          const balance = model.balanceWhenExited(from.idx)
          edge = balance === undefined ? undefined : balance + (exitAt === "balancePlusOne" ? 1n : 0n)
        }
        const amount = !exit
          ? 0n
          : (edge ?? (exitAt === "overdraw" ? overdrawn(from.balance, step) : uniqueAmount(command.amount, step)))
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
      if (command.forge || edge !== undefined) await forgeOldestQueue(at, nodes, model, coverage)
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
    case "Forge":
      return forgeEverywhere(at, nodes, model, coverage)
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
    coverage.expiredAtLimit += model.limits.expired
    coverage.keptAboveLimit += model.limits.keptAboveLimit
    coverage.unexpiredByReorg += model.limits.unexpired
    coverage.reexpiredByReorg += model.limits.reexpired
    coverage.groupExpiredAtLimit += model.limits.groupExpired
    coverage.groupReexpiredByReorg += model.limits.groupReexpired
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
