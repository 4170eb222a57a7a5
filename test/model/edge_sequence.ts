/** The moves that meet every edge of the rules the model covers, in one sequence the fixed sample plays first on every
 * storage: random draws meet each edge often enough to explore around it, this one meets each on every run, so a fault
 * at an edge fails CI's run, not only a soak's. Each move's comment says the edge; the coverage names each
 * (`coverage.ts`), and a change of the generator that stops meeting one fails the fixed sample. A new edge adds
 * its move here, its field to the moves that carry it (`commands.ts`), what the model meets of it to `ForgeEdges` or
 * `LimitEdges` (`ledger_model.ts`) and its kind to `Coverage`, as `maxNumBatch`'s did. */
import type { Command } from "./commands.ts"

/** The plain fields of a transfer from account `from` (by index order) to account `to`. */
const transfer = {
  _tag: "Transfer",
  amount: 7,
  fee: 40,
  faulty: false,
  fault: "badSignature",
  limit: "absent"
} as const

/** The plain fields of a valid atomic group of two, from account `from` and the next one (by index order). */
const group = {
  _tag: "AtomicGroup",
  to: 0,
  size: 2,
  cycle: 0,
  sameSender: false,
  amount: 13,
  fee: 0,
  fault: "none",
  member: 0
} as const

/** The plain fields of a replacement of a pending transaction. */
const replace = { _tag: "Replace", target: "pending", which: 0, amount: 11 } as const

/** Every edge, after the prelude (two accounts of token 0 holding 100 units each). */
export const EDGE_SEQUENCE: ReadonlyArray<Command> = [
  // Amount and fee exactly the balance: forged (after an exit that leaves a balance an amount spends exactly).
  { ...transfer, from: 0, to: 1, nonce: "next", spend: "balance" },
  // One unit more than the balance: discarded, insufficientBalance.
  { _tag: "Exit", from: 1, amount: 3, fee: 10, spend: "balancePlusOne", zero: false, limit: "absent" },
  // The balance's amount with a fee above 0: discarded (fees included).
  { ...transfer, from: 1, to: 0, nonce: "next", spend: "balanceBeforeFee" },
  { _tag: "Fund", wallet: 1, token: 0, units: 100 },
  { _tag: "Fund", wallet: 2, token: 0, units: 100 },
  // One below the next nonce, which a pending transaction takes: stored beside it.
  { ...transfer, from: 0, to: 1, nonce: "below", spend: "some" },
  // One above the next nonce: stored, waiting for the gap.
  { ...transfer, from: 0, to: 1, nonce: "ahead", spend: "some" },
  // One of the two at one nonce forged, the other nonceTooLow; the one past the gap left pending.
  { _tag: "Forge" },
  // The gap filled: one above the next (beside the one waiting there), then the next; the next forged, then the one
  // that waited for it, the other at its nonce nonceTooLow.
  { ...transfer, from: 0, to: 1, nonce: "gap", spend: "some" },
  { _tag: "Forge" },
  // One below the account's nonce: refused, ErrInvalidNonce.
  { ...transfer, from: 1, to: 0, nonce: "next", spend: "some", faulty: true, fault: "staleNonce" },
  { _tag: "Forge" },
  // A replacement at exactly the replacement step's floor (of a fee of some units): taken.
  { ...replace, raise: 5, at: "floor" },
  // One unit under the floor: refused, ErrReplacementFeeTooLow.
  { ...replace, raise: 5, at: "underFloor" },
  // Two pending at one nonce: the floor of the cheaper one is under the dearer one's, refused.
  { ...replace, raise: 5, at: "lowerFloor" },
  // Two replacements of one nonce: the second one unit under the first one's floor, refused.
  { ...replace, raise: 5, at: "twice" },
  { _tag: "Forge" },
  // Under the floor of a fee of 0 (at least one unit more): the same fee, refused.
  { ...replace, raise: 0, at: "underFloor" },
  // Two requesters waiting for one match: the first to have entered pairs with it.
  { _tag: "Match", which: 0, back: false, near: false, rival: true },
  // A forced exit of exactly its account's balance: paid.
  {
    _tag: "L1",
    type: "ForceExit",
    from: 1,
    wallet: 2,
    token: 0,
    units: 1,
    amount: 1,
    exitAt: "balance",
    forge: true
  },
  // One unit more: its amount fails.
  {
    _tag: "L1",
    type: "ForceExit",
    from: 0,
    wallet: 1,
    token: 0,
    units: 1,
    amount: 1,
    exitAt: "balancePlusOne",
    forge: true
  },
  // Two kinds the random sample draws rarely: an authorization of another key after the wallet's own (a duplicate),
  // and an L1 transaction a reorg returns to its queue.
  { _tag: "Authorize", wallet: 3, otherKey: true, again: true, faulty: false, fault: "otherSigner" },
  { _tag: "Reorg", depth: 1 },
  // maxNumBatch, from two fresh accounts (those above may wait behind a requester), the last batch then L: a limit at
  // the next batch, forged in it; 0 sent, no limit; one at the next batch waiting at a nonce gap, expired when that
  // batch is recorded; one above the next, kept pending past it. On an atomic group's member (G3, G1, G2 below), each
  // with its group: expired, forged at the limit, discarded past it and expired again by a reorg.
  { _tag: "Fund", wallet: 3, token: 0, units: 100 },
  // G3: its second member limited to the next batch, expired with its group when the funding records that batch.
  { ...group, from: 2, limit: "next", limited: 1 },
  { _tag: "Fund", wallet: 4, token: 0, units: 100 },
  // G1: its second member limited to the next batch, forged whole in it.
  { ...group, from: 2, limit: "next", limited: 1 },
  { ...transfer, from: 2, to: 0, nonce: "next", spend: "some", limit: "next" },
  { ...transfer, from: 3, to: 0, nonce: "next", spend: "some", limit: "zero" },
  { ...transfer, from: 2, to: 0, nonce: "ahead", spend: "some", limit: "next" },
  { ...transfer, from: 3, to: 0, nonce: "ahead", spend: "some", limit: "above" },
  { _tag: "Forge" },
  // A limit already behind (the last batch, L + 1), discarded by the coordinator's next batch (L + 2), which forges an
  // exit filling the gap of the one above (forged in the batch it names).
  { ...transfer, from: 2, to: 0, nonce: "next", spend: "some", limit: "below" },
  { _tag: "Exit", from: 3, amount: 5, fee: 10, spend: "some", zero: false, limit: "above" },
  // G2: its first member's limit already behind (L + 1): every ledger refuses to select or forge the group whole in
  // L + 2, and the coordinator's batch discards the member and its group with it.
  { ...group, from: 0, limit: "below", limited: 0 },
  { _tag: "Forge" },
  // Back to L + 1: the one discarded (and G2) returns to pending and expires again at once (its limit is L + 1); back
  // to L: it and the one expired at L + 1 return to pending for good (G1 and G2 too).
  { _tag: "Reorg", depth: 1 },
  { _tag: "Reorg", depth: 1 }
]
