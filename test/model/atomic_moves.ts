/** The atomic moves of a model-based run, on every node and on the model, each answer judged: an atomic group posted
 * whole (`POST /atomic-pool`), valid or with a fault; a transaction requesting another posted alone
 * (`POST /transactions-pool`), and later its match; a coordinator selecting or forging part of a pending group, which
 * the ledger refuses. */
import { Effect, Result } from "effect"
import { type AtomicGroupFault, numberedWallet, type TestAnswer } from "../../app/testing/mod.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BatchNum, Nonce } from "../../core/domain/scalars.ts"
import { TxIdValue } from "../../core/domain/tx_id.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import type { Command } from "./commands.ts"
import {
  EXIT_IDX,
  fieldsOf,
  type LedgerModel,
  type ModelAccount,
  type ModelSubmission,
  type ModelTransaction,
  names,
  pastLimit
} from "./ledger_model.ts"
import { type At, agreeWithModel } from "./model_judge.ts"
import type { Coverage } from "./coverage.ts"
import {
  accountAt,
  agreeOnRefusal,
  type Driven,
  destinationOf,
  eachNode,
  limitAt,
  MEMBER_AMOUNT,
  overdrawn,
  STUCK_AMOUNT,
  submitEverywhere,
  typeOf,
  uniqueAmount
} from "./model_posts.ts"

/** The receiver a transaction from `sender` pays: one of its token's accounts or the exit, the `pick`th modulo their
 * count. */
function receiverOf(model: LedgerModel, sender: ModelAccount, pick: number): number {
  const choices = [
    ...model
      .accountsByIndex()
      .filter((a) => a.token === sender.token)
      .map((a) => a.idx),
    EXIT_IDX
  ]
  return choices[pick % choices.length]!
}

/** A transaction from `sender` to `to` (an exit when `to` is the exit account). */
function transactionOf(
  sender: ModelAccount,
  to: number,
  amount: bigint,
  fee: number,
  nonce: bigint
): Omit<ModelSubmission, "id"> {
  return { type: to === EXIT_IDX ? "Exit" : "Transfer", from: sender.idx, to, token: sender.token, amount, fee, nonce }
}

/** Every cycle through `size` members, as the member each one requests: 0 → p[0] → p[1] → … → 0 for each order p of
 * the others (one for 2 members, two for 3, six for 4), each request at a relative position the circuit allows. */
function cycles(size: number): Array<Array<number>> {
  const orders = (rest: ReadonlyArray<number>): Array<Array<number>> =>
    rest.length === 0
      ? [[]]
      : rest.flatMap((first) => orders(rest.filter((r) => r !== first)).map((o) => [first, ...o]))
  return orders(Array.from({ length: size - 1 }, (_, i) => i + 1)).map((order) => {
    const requests = Array.from({ length: size }, () => 0)
    const path = [0, ...order]
    for (const [at, member] of path.entries()) requests[member] = path[(at + 1) % path.length]!
    return requests
  })
}

/** Requests of `size` members (3 at least) that are not one strongly connected group: the first `size − 1` in a ring,
 * the last requesting the first, which no one requests back. */
function notOneGroup(size: number): Array<number> {
  return Array.from({ length: size }, (_, i) => (i === size - 1 ? 0 : (i + 1) % (size - 1)))
}

/** The kit's faults of a group's body (`AtomicGroupFault`), each on the first member or the group. */
const BODY_FAULTS: ReadonlySet<string> = new Set<AtomicGroupFault>([
  "badSignature",
  "wrongGroupId",
  "zeroOffset",
  "offsetAboveSeven",
  "offsetOutOfBounds",
  "singleTransaction"
])

/**
 * Why `POST /atomic-pool` refuses the group of `members` with `fault`, in the order of its checks: the group id, at
 * least two members, each member's requestOffset, each member's own checks as `POST /transactions-pool` makes them
 * (a bad signature on the first), then whether the requests form one strongly connected group; undefined when the
 * pool takes it.
 */
function groupRefusal(
  model: LedgerModel,
  members: ReadonlyArray<ModelSubmission>,
  fault: Extract<Command, { _tag: "AtomicGroup" }>["fault"]
): string | undefined {
  if (fault === "wrongGroupId") return "ErrInvalidAtomicGroupID"
  if (fault === "singleTransaction") return "ErrSingleTxInAtomicEndpoint"
  if (fault === "zeroOffset" || fault === "offsetAboveSeven") return "ErrFailedToFindOffsetToRelativePosition"
  if (fault === "offsetOutOfBounds") return "ErrRqOffsetOutOfBounds"
  for (const [at, member] of members.entries()) {
    const refusal = model.refusal(member, false, at === 0 && fault === "badSignature" ? "badSignature" : undefined)
    if (refusal !== undefined) return refusal
  }
  return fault === "notAtomic" ? "ErrTxsNotAtomic" : undefined
}

/** An answer to `POST /atomic-pool` as the model predicts it: the refusal's status and type, or the members' ids. */
function groupOutcomeOf(answer: TestAnswer): unknown {
  return answer.status < 300
    ? { status: answer.status, ids: answer.body }
    : { status: answer.status, type: typeOf(answer) }
}

/**
 * An `AtomicGroup` move: 2–4 members (each from the next account, or all from one at consecutive nonces), each paying
 * the next receiver, requesting one other member along the drawn cycle, one of them signed with the drawn
 * `maxNumBatch`, posted whole to every node; the model takes the group (its members pending in it) or says why the POST
 * refuses it, nothing stored then. A group taken with a member already past its limit for the next batch the
 * coordinator then tries to select and to forge whole in that batch, which every ledger refuses (`pastLimitRefused`).
 */
export async function postAtomicGroup(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Extract<Command, { _tag: "AtomicGroup" }>,
  step: number,
  coverage: Coverage
): Promise<void> {
  const senders = model.accountsByIndex()
  if (senders.length === 0) return
  const { fault } = command
  const size = fault === "notAtomic" ? Math.max(3, command.size) : command.size
  const faulty = command.member % size
  const limited = command.limited % size
  const maxNumBatch = limitAt(model, command.limit)
  const taken = new Map<number, Array<bigint>>()
  const drafts: Array<Omit<ModelSubmission, "id">> = []
  for (let i = 0; i < size; i++) {
    const sender = senders[(command.from + (command.sameSender ? 0 : i)) % senders.length]!
    const nonces = taken.get(sender.idx) ?? []
    const next = model.nextNonce(sender, nonces)
    taken.set(sender.idx, [...nonces, next])
    const stale = fault === "staleNonce" && i === faulty
    if (stale && sender.nonce === 0n) return
    const amount =
      fault === "overdraw" && i === faulty
        ? overdrawn(sender.balance, step)
        : uniqueAmount(command.amount, step) + BigInt(i) * MEMBER_AMOUNT
    const to = receiverOf(model, sender, command.to + i)
    const draft = transactionOf(sender, to, amount, command.fee, stale ? sender.nonce - 1n : next)
    drafts.push(i === limited ? { ...draft, maxNumBatch } : draft)
  }
  const requests = fault === "notAtomic" ? notOneGroup(size) : cycles(size)[command.cycle % cycles(size).length]!
  const kitFault = BODY_FAULTS.has(fault) ? (fault as AtomicGroupFault) : undefined
  const posted = await eachNode(nodes, async (driven) => {
    const specs = await Promise.all(
      drafts.map(async (draft, i) => {
        const sender = model.accounts.get(draft.from)!
        return {
          from: await accountAt(at, driven, sender),
          toAccountIndex: destinationOf(model, draft),
          amount: draft.amount,
          fee: draft.fee,
          nonce: draft.nonce,
          wallet: numberedWallet(sender.wallet),
          requests: requests[i]!,
          maxNumBatch: draft.maxNumBatch
        }
      })
    )
    const signed = driven.node.atomicGroup(specs, kitFault)
    return { signed, answer: await driven.node.submitGroup(signed.body) }
  })
  const { ids } = posted[0]!.signed
  const members: Array<ModelSubmission> = drafts.map((draft, i) => ({
    ...draft,
    id: ids[i] ?? "",
    request: { ...fieldsOf(drafts[requests[i]!]!) }
  }))
  const refusal = groupRefusal(model, members, fault)
  agreeWithModel(
    at,
    "POST /atomic-pool",
    refusal === undefined ? { status: 200, ids } : { status: 400, type: refusal },
    posted.map(({ answer }, i) => [nodes[i]!.storage, groupOutcomeOf(answer)])
  )
  if (refusal !== undefined) {
    coverage.groupsRefused++
    return
  }
  model.addGroup(members)
  coverage.groupsTaken++
  if (pastLimit(maxNumBatch ?? 0, model.lastBatch() + 1)) await pastLimitRefused(at, nodes, model, members, coverage)
}

/** The coordinator selects for the next batch, then forges in it, every member of a group just taken, one of which is
 * past its `maxNumBatch` there (the group whole, each request met in the group's order, so only the limit refuses it):
 * every node's ledger refuses both, nothing written. */
async function pastLimitRefused(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  members: ReadonlyArray<ModelSubmission>,
  coverage: Coverage
): Promise<void> {
  const group = members.map((member) => model.pool.get(member.id)!)
  for (const forge of [false, true]) {
    const outcomes = await eachNode(nodes, (driven) => coordinatorTakes(driven, group, model.lastBatch() + 1, forge))
    agreeWithModel(
      at,
      `Ledger.${forge ? "forgeBatch" : "selectForForging"} of atomic group ${group[0]!.group} whole, one past its limit`,
      "refused",
      outcomes.map((outcome, i) => [nodes[i]!.storage, outcome])
    )
    coverage.groupPastLimitRefused++
  }
}

/** The coordinator selects `part` for batch `batchNum` through the node's ledger (`Ledger.selectForForging`), or with
 * `forge` forges it in that batch (its L2 transactions in order): what the ledger did. */
async function coordinatorTakes(
  driven: Driven,
  part: ReadonlyArray<ModelTransaction>,
  batchNum: number,
  forge: boolean
): Promise<"forged" | "selected" | "refused"> {
  if (forge) {
    const l2Transactions = part.map((tx, position) => ({
      position,
      type: tx.type,
      fromIdx: AccountIdx.make(tx.from),
      toIdx: AccountIdx.make(tx.to),
      amount: tx.amount,
      fee: tx.fee,
      nonce: Nonce.make(tx.nonce)
    }))
    return driven.node.forgeBatch({ l2Transactions }).then(
      () => "forged",
      () => "refused"
    )
  }
  const selected = await driven.node.run(
    Effect.result(
      Effect.flatMap(Effect.service(Ledger), (ledger) =>
        ledger.selectForForging(
          part.map((tx) => TxIdValue.make(tx.id)),
          BatchNum.make(batchNum)
        )
      )
    )
  )
  return Result.isSuccess(selected) ? "selected" : "refused"
}

/**
 * A `Request` move: a transaction requesting another posted alone to `POST /transactions-pool` — a transaction no one
 * has posted yet (its `Match` posts it), the one a waiting requester requests (a rival; with none waiting, a wallet
 * first posts one), or a pending ungrouped one that requests nothing — which the model takes waiting for its match, or
 * paired at once with the pending one it pairs with.
 */
export async function postRequester(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Extract<Command, { _tag: "Request" }>,
  step: number,
  coverage: Coverage
): Promise<void> {
  const senders = model.accountsByIndex()
  const from = senders[command.from % Math.max(1, senders.length)]
  if (from === undefined) return
  if (command.target === "rival" && ![...model.pool.values()].some((tx) => model.waitsForMatch(tx))) {
    // With no requester waiting, a wallet first posts one, for the rival to request what it requests.
    await postRequester(at, nodes, model, { ...command, target: "future" }, step, coverage)
  }
  // A rival's amount stays clear of the one a requester posted first in the step, and of what that one requests.
  const amount = uniqueAmount(command.amount, step) + (command.target === "rival" ? 2n * MEMBER_AMOUNT : 0n)
  const nonce = model.nextNonce(from)
  let request: ModelTransaction["request"]
  if (command.target === "future") {
    const partner = senders[command.which % senders.length]!
    const partnerNonce = model.nextNonce(partner, partner.idx === from.idx ? [nonce] : [])
    const to = receiverOf(model, partner, command.partnerTo)
    request = fieldsOf(transactionOf(partner, to, amount + MEMBER_AMOUNT, command.fee, partnerNonce))
  } else {
    const candidates =
      command.target === "rival"
        ? [...model.pool.values()].filter((tx) => model.waitsForMatch(tx)).map((tx) => tx.request!)
        : [...model.pool.values()].filter(isPlainPending).map(fieldsOf)
    const picked = candidates[command.which % Math.max(1, candidates.length)]
    if (picked === undefined) return
    request = picked
  }
  const tx = { ...transactionOf(from, receiverOf(model, from, command.to), amount, command.fee, nonce), request }
  const posted = await submitEverywhere(at, nodes, model, tx, false)
  const refusal = model.refusal({ id: posted.id, ...tx }, false)
  agreeOnRefusal(at, "POST /transactions-pool (a requester)", nodes, posted, refusal)
  if (refusal !== undefined) return
  if (model.partnersOf({ id: posted.id, ...tx }).length >= 2) coverage.pairedFirstOfRivals++
  model.submit({ id: posted.id, ...tx }, false)
  const entered = model.pool.get(posted.id)!
  if (entered.group !== null) coverage.pairsFormed++
  else coverage.requestersWaiting++
}

/**
 * A `Match` move: a waiting requester's match posted to `POST /transactions-pool` by the account it names — the very
 * transaction it requests, or one requesting it back, or a near miss (another amount) — which the model pairs with
 * the first pending, ungrouped transaction it pairs with (the requester, unless a rival entered first). With no
 * requester waiting, a wallet first posts one.
 */
export async function postMatch(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Extract<Command, { _tag: "Match" }>,
  step: number,
  coverage: Coverage
): Promise<void> {
  const waitingNow = () => [...model.pool.values()].filter((tx) => model.waitsForMatch(tx))
  if (waitingNow().length === 0) {
    // With no requester waiting, a wallet first posts one, requesting a transaction of the next account.
    const { which } = command
    const request = {
      _tag: "Request",
      from: which,
      to: 0,
      amount: 1,
      fee: 0,
      target: "future",
      which: which + 1
    } as const
    await postRequester(at, nodes, model, { ...request, partnerTo: 0 }, step, coverage)
  }
  const waiting = waitingNow()
  const requester = waiting[command.which % Math.max(1, waiting.length)]
  if (requester?.request == null) return
  if (
    command.rival &&
    waiting.filter((tx) => tx.request !== null && names(tx.request, requester.request!)).length < 2
  ) {
    // A rival first: another account requests what the requester requests, so that two wait for the match.
    const rival = { _tag: "Request", from: command.which + 1, to: 0, amount: 2, fee: requester.fee } as const
    const which = waiting.indexOf(requester)
    await postRequester(at, nodes, model, { ...rival, target: "rival", which, partnerTo: 0 }, step, coverage)
  }
  const requested = requester.request
  const sender = model.accounts.get(requested.from)
  // A reorg may have undone the account it names (or given its index to another token's).
  if (sender === undefined || sender.token !== requested.token) return
  const tx = {
    ...transactionOf(sender, requested.to, requested.amount + (command.near ? 1n : 0n), requested.fee, requested.nonce),
    request: command.back ? fieldsOf(requester) : null
  }
  const posted = await submitEverywhere(at, nodes, model, tx, false)
  const refusal = model.refusal({ id: posted.id, ...tx }, false)
  agreeOnRefusal(at, "POST /transactions-pool (a match)", nodes, posted, refusal)
  if (refusal !== undefined) return
  const held = model.pool.has(posted.id)
  if (!held && model.partnersOf({ id: posted.id, ...tx }).length >= 2) coverage.pairedFirstOfRivals++
  model.submit({ id: posted.id, ...tx }, false)
  if (!held && model.pool.get(posted.id)?.group !== null) coverage.pairsFormed++
}

/** Whether `tx` is pending, ungrouped and requests nothing: a transaction a requester entering pairs with at once. */
function isPlainPending(tx: ModelTransaction): boolean {
  return tx.state === "pend" && tx.group === null && tx.request === null
}

/** A wallet posts an exit at fee 0 from the `which`th account, then another account (or the same one) a transaction
 * requesting it, which pairs with it at once. */
async function postOneSidedPair(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  which: number,
  step: number,
  coverage: Coverage
): Promise<void> {
  const senders = model.accountsByIndex()
  const from = senders[which % Math.max(1, senders.length)]
  if (from === undefined) return
  const tx = transactionOf(from, EXIT_IDX, uniqueAmount(1, step) + STUCK_AMOUNT, 0, model.nextNonce(from))
  const posted = await submitEverywhere(at, nodes, model, tx, false)
  const refusal = model.refusal({ id: posted.id, ...tx }, false)
  agreeOnRefusal(at, "POST /transactions-pool (the transaction a requester then requests)", nodes, posted, refusal)
  if (refusal !== undefined) return
  model.submit({ id: posted.id, ...tx }, false)
  const requested = [...model.pool.values()].filter(isPlainPending).findIndex((other) => other.id === posted.id)
  const request = { _tag: "Request", from: which + 1, to: 0, amount: 1, fee: 0, target: "pending" } as const
  await postRequester(at, nodes, model, { ...request, which: requested, partnerTo: 0 }, step, coverage)
}

/**
 * A `SplitGroup` move: the coordinator selects for the next batch, or forges in it, the live members of a pending
 * group but one; every node's ledger refuses (`LedgerRejected`), nothing written, and the model stays as it was. With
 * no group pending, a wallet first posts a pair.
 */
export async function splitGroup(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  command: Extract<Command, { _tag: "SplitGroup" }>,
  step: number,
  coverage: Coverage
): Promise<void> {
  const pendingGroups = () =>
    model
      .groups()
      .map((group) => model.members(group).filter((member) => member.state === "pend"))
      .filter((live) => live.length >= 2)
  if (pendingGroups().length === 0) {
    // With no group pending, wallets first post a pair: to select, a cycle of two through the atomic pool; to forge, a
    // transaction and then one requesting it (which the other does not request back: left out, the other alone meets
    // every request of the part, so only the group rule refuses it).
    if (command.forge) await postOneSidedPair(at, nodes, model, command.which, step, coverage)
    else {
      const pair = { _tag: "AtomicGroup", from: command.which, to: 0, size: 2, cycle: 0, sameSender: false } as const
      const plain = { amount: 1, fee: 0, fault: "none", member: 0, limit: "absent", limited: 0 } as const
      await postAtomicGroup(at, nodes, model, { ...pair, ...plain }, step, coverage)
    }
  }
  const groups = pendingGroups()
  const live = groups[command.which % Math.max(1, groups.length)]
  if (live === undefined) return
  const part = live.filter((_, i) => i !== command.leave % live.length)
  const outcomes = await eachNode(nodes, (driven) =>
    coordinatorTakes(driven, part, model.lastBatch() + 1, command.forge)
  )
  const call = command.forge ? "forgeBatch" : "selectForForging"
  agreeWithModel(
    at,
    `Ledger.${call} of ${part.length} of the ${live.length} live members of atomic group ${live[0]!.group}`,
    "refused",
    outcomes.map((outcome, i) => [nodes[i]!.storage, outcome])
  )
  coverage.splitsRefused++
}
