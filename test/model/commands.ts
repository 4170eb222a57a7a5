/** The moves a model-based run draws: a coordinator's (register a token, fund an account, forge, forge the oldest L1
 * queue, reorg, invalidate a pending transaction, let time pass) and its wallets' (a transfer or an exit, well-formed or
 * with a fault; a replacement by nonce; an account-creation authorization; an L1 deposit, account creation or forced
 * exit; an atomic group, valid or with a fault; a transaction requesting another, and later its match; a coordinator
 * selecting or forging part of a group, which the ledger refuses), as data derived from schemas so that a failing
 * sequence shrinks and prints as it is. */
import { Arbitrary, Schema } from "effect"

const Int = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))

/** The codes a coordinator gives when it discards a transaction (`none`: it gives none, and the node shows `other`). */
const InvalidationCode = Schema.Literals([
  "nonceTooLow",
  "insufficientBalance",
  "receiverNotFound",
  "invalidTransaction",
  "other",
  "none"
])

/** What a replacement replaces: a pending transaction (when none is, the wallet first posts one, an exit at fee 0), any
 * transaction the pool took, or a nonce nothing takes yet. */
const ReplacementTarget = Schema.Literals(["pending", "any", "fresh"])

/** What an atomic group carries: nothing wrong; a member that cannot pay when forged (its group is discarded with it);
 * a member the POST refuses (a stale nonce, another key's signature); requests that are not one cycle; or one of the
 * testing kit's faults of the group's body (`AtomicGroupFault`). */
const AtomicGroupFault = Schema.Literals([
  "none",
  "overdraw",
  "staleNonce",
  "badSignature",
  "notAtomic",
  "wrongGroupId",
  "zeroOffset",
  "offsetAboveSeven",
  "offsetOutOfBounds",
  "singleTransaction"
])

/** What a requester requests: a transaction no one has posted yet (its `Match` posts it), the one a waiting requester
 * requests (a rival: the first to enter pairs), or a pending ungrouped transaction that requests nothing (it pairs at
 * once). */
const RequestTarget = Schema.Literals(["future", "rival", "pending"])

/** How much a transfer or an exit spends: an amount of its own; more than its sender holds (the pool takes it, the
 * coordinator discards it); or, at the edge of the forger's balance rule, exactly what the sender will hold when the
 * coordinator judges it (amount and fee), one unit more, or an amount the balance holds with a fee it does not — each
 * after an exit at fee 0 that leaves the sender a balance any amount can spend exactly, and forged at once. */
const Spend = Schema.Literals(["some", "overdraw", "balance", "balancePlusOne", "balanceBeforeFee"])

/** The nonce a transfer is signed with, at the edges of the pool's rule (at or above the account's) and the forger's
 * (in order, one at a time): the next one a wallet signs; one above it (a gap: it waits for the nonce below); one above
 * it and then the next one, filling the gap (the later nonce first in the pool); or one below it, a nonce a pending
 * transaction takes (with none pending, the wallet first posts one), stored beside it: one of the two is forged and the
 * other discarded. One below the account's is the kit's `staleNonce`. */
const NonceEdge = Schema.Literals(["next", "ahead", "gap", "below"])

/** The fee a replacement pays: its selector raised by `raise` (any fee); exactly the least the replacement step takes
 * (the floor: taken), one unit under it (refused); the floor of the cheapest of two pending transactions at the nonce
 * (the wallet first posts a second one paying more: refused, as each is compared); or twice, at the floor and then one
 * unit under the first replacement's own floor (two replacements of one nonce: refused). */
const ReplacementFee = Schema.Literals(["raise", "floor", "underFloor", "lowerFloor", "twice"])

/** The `maxNumBatch` a transfer, an exit or an atomic group's member is signed and sent with, at the edges of the rule (never forged in a batch
 * numbered past it; invalid once the next batch is): none sent, 0 sent (no limit either), the next batch (forged in it,
 * or expired once it is recorded), the last batch (already behind: the coordinator discards it at its next batch), or
 * one above the next (kept pending past the next batch). */
const LimitEdge = Schema.Literals(["absent", "zero", "next", "below", "above"])

/** One move. */
export const Command = Schema.Union([
  Schema.TaggedStruct("RegisterToken", {}),
  Schema.TaggedStruct("Fund", {
    /** The devnet's wallet number. */
    wallet: Int(1, 4),
    /** Which registered token, modulo their count. */
    token: Int(0, 3),
    /** Whole units of 10^18. */
    units: Int(1, 1000)
  }),
  Schema.TaggedStruct("Transfer", {
    /** Which account sends, modulo their count. */
    from: Int(0, 7),
    /** Which account of the sender's token receives, modulo their count. */
    to: Int(0, 7),
    /** Base units, made unique per step by the runner. */
    amount: Int(1, 1_000_000),
    /** The fee selector (0–191: at most a fraction of the amount). */
    fee: Int(0, 191),
    nonce: NonceEdge,
    spend: Spend,
    /** Whether it carries `fault`. */
    faulty: Schema.Boolean,
    fault: Schema.Literals(["badSignature", "staleNonce", "unknownToken"]),
    limit: LimitEdge
  }),
  Schema.TaggedStruct("Exit", {
    /** Which account exits, modulo their count. */
    from: Int(0, 7),
    /** Base units, made unique per step by the runner. */
    amount: Int(1, 1_000_000),
    /** The fee selector. */
    fee: Int(0, 191),
    spend: Spend,
    /** An exit of 0 (refused: `ErrExitAmount0`). */
    zero: Schema.Boolean,
    limit: LimitEdge
  }),
  Schema.TaggedStruct("Replace", {
    /** What it replaces. */
    target: ReplacementTarget,
    /** Which one, modulo their count (for \`fresh\`, which sender). */
    which: Int(0, 15),
    /** The replacement's fee selector, this far above the replaced one's, or above 32 for one below it (a raise of 3
     * pays the step from 32 to 191). */
    raise: Int(-2, 12),
    at: ReplacementFee,
    /** Base units, made unique per step by the runner. */
    amount: Int(1, 1_000_000)
  }),
  Schema.TaggedStruct("Invalidate", {
    /** Which pending transaction, modulo their count. */
    which: Int(0, 15),
    code: InvalidationCode,
    /** Decided in the last batch (a reorg undoing it revives the transaction) rather than in none. */
    inBatch: Schema.Boolean
  }),
  Schema.TaggedStruct("Authorize", {
    /** The devnet's wallet number whose address signs. */
    wallet: Int(1, 4),
    /** Authorize another wallet's BabyJubJub key (wallet + 4) instead of its own, validly signed. */
    otherKey: Schema.Boolean,
    /** The wallet first authorizes its own key, then posts this one (the same again, another key, or a fault). */
    again: Schema.Boolean,
    /** Whether it carries `fault` (over its own key). */
    faulty: Schema.Boolean,
    fault: Schema.Literals(["otherSigner", "otherChain"])
  }),
  Schema.TaggedStruct("L1", {
    /** A deposit to an account, an account created with a deposit, or a forced exit. */
    type: Schema.Literals(["Deposit", "CreateAccountDeposit", "ForceExit"]),
    /** Which account (a deposit, a forced exit), modulo their count. */
    from: Int(0, 7),
    /** The devnet's wallet number that creates an account. */
    wallet: Int(1, 4),
    /** Which registered token an account is created in, modulo their count. */
    token: Int(0, 3),
    /** A deposit, in whole units of 10^18. */
    units: Int(1, 1000),
    /** A forced exit's amount, in base units. */
    amount: Int(1, 1_000_000),
    /** A forced exit's amount: of its own, more than the account holds (its amount fails when forged), exactly what
     * the account holds when its queue is forged (paid), or one unit more (failed); at either edge forged at once. */
    exitAt: Schema.Literals(["some", "overdraw", "balance", "balancePlusOne"]),
    /** The coordinator forges the oldest queue at once (as `ForgeL1`). */
    forge: Schema.Boolean
  }),
  Schema.TaggedStruct("AtomicGroup", {
    /** Which account sends the first member, modulo their count. */
    from: Int(0, 7),
    /** Which receiver the first member pays among its token's accounts and the exit, modulo their count (the next
     * member the next one). */
    to: Int(0, 7),
    /** Its members. */
    size: Int(2, 4),
    /** Which cycle of requests (each member requests one other, all of them in one cycle), modulo their count. */
    cycle: Int(0, 5),
    /** Every member from the first one's account, at consecutive nonces (else each from the next account). */
    sameSender: Schema.Boolean,
    /** Base units, made unique per step and member by the runner. */
    amount: Int(1, 1_000_000),
    /** Every member's fee selector. */
    fee: Int(0, 191),
    fault: AtomicGroupFault,
    /** Which member carries a member's fault (`overdraw`, `staleNonce`), modulo the size. */
    member: Int(0, 3),
    /** The `maxNumBatch` the `limited` member is signed with (the others none): a group with a member past its limit
     * is never forged and fails whole. */
    limit: LimitEdge,
    /** Which member carries `limit`, modulo the size. */
    limited: Int(0, 3)
  }),
  Schema.TaggedStruct("Request", {
    /** Which account sends the requester, modulo their count. */
    from: Int(0, 7),
    /** Which receiver the requester pays among its token's accounts and the exit, modulo their count. */
    to: Int(0, 7),
    /** Base units, made unique per step by the runner. */
    amount: Int(1, 1_000_000),
    /** The requester's fee selector (and the requested transaction's, for `future`). */
    fee: Int(0, 191),
    target: RequestTarget,
    /** For `future`, which account sends the requested transaction; else which waiting requester or pending
     * transaction, modulo their count. */
    which: Int(0, 15),
    /** For `future`, which receiver the requested transaction pays among its token's accounts and the exit. */
    partnerTo: Int(0, 7)
  }),
  Schema.TaggedStruct("Match", {
    /** Which requester waiting for its match, modulo their count. */
    which: Int(0, 15),
    /** The match requests its requester back. */
    back: Schema.Boolean,
    /** A near miss: the requested sender and nonce with another amount, which pairs with nothing. */
    near: Schema.Boolean,
    /** A rival first: another requester of what the requester requests enters, so that two wait for the match (the
     * first to have entered pairs). */
    rival: Schema.Boolean
  }),
  Schema.TaggedStruct("SplitGroup", {
    /** Which pending group of two members or more, modulo their count. */
    which: Int(0, 15),
    /** Which member the coordinator leaves out, modulo their count. */
    leave: Int(0, 3),
    /** Forge the others in a batch (else only select them for the next one). */
    forge: Schema.Boolean
  }),
  Schema.TaggedStruct("ForgeL1", {}),
  Schema.TaggedStruct("Forge", {}),
  Schema.TaggedStruct("Reorg", {
    /** Batches undone; past the first batch, every batch. */
    depth: Int(0, 4)
  }),
  Schema.TaggedStruct("Advance", { seconds: Int(1, 120) })
])

/** One move. */
export type Command = typeof Command.Type

/** A roll out of 100, drawn uniformly: Effect's `Arbitrary` draws an integer range at its ends far more often than in
 * its middle, which would skew the weights; one of 100 literals is drawn evenly, and shrinks to 0 (a transfer). */
const Roll = Schema.Literals(Array.from({ length: 100 }, (_, i) => i))

/** Every field a move may need, and which move it is (`kind`, a roll out of 100): derived from schemas, so each field
 * shrinks on its own, then read as one `Command` with the weights a coordinator's day has. */
const Genome = Schema.Struct({
  kind: Roll,
  wallet: Int(1, 4),
  token: Int(0, 3),
  units: Int(1, 1000),
  from: Int(0, 7),
  to: Int(0, 7),
  amount: Int(1, 1_000_000),
  fee: Int(0, 191),
  /** A transfer's nonce: the next 40 %, one above 20 %, a gap filled 20 %, one below 20 %; an exit's `maxNumBatch`. */
  nonce: Roll,
  /** What a transfer or an exit spends: an amount of its own 56 %, more than the sender holds 8 %, each edge of the
   * balance 12 %. */
  spend: Roll,
  faulty: Int(0, 3),
  fault: Schema.Literals(["badSignature", "staleNonce", "unknownToken"]),
  /** Which target a replacement takes: pending 60 %, any 25 %, fresh 15 % (refused every time). */
  target: Roll,
  which: Int(0, 15),
  raise: Int(-2, 12),
  /** A replacement's fee: raised, at the floor, one under, the cheaper one's floor or twice, 20 % each. */
  replacementFee: Roll,
  code: InvalidationCode,
  inBatch: Schema.Boolean,
  /** Whether an exit is of 0 (below 10); a transfer's or an atomic group member's `maxNumBatch`; a forced exit's
   * amount: of its own below 20, more than the account holds from 80, exactly its balance below 50, one unit more from
   * 50. */
  zero: Roll,
  l1Type: Schema.Literals(["Deposit", "CreateAccountDeposit", "ForceExit"]),
  otherKey: Int(0, 2),
  again: Schema.Boolean,
  authorizationFault: Schema.Literals(["otherSigner", "otherChain"]),
  depth: Int(1, 4),
  seconds: Int(1, 120),
  size: Int(2, 4),
  cycle: Int(0, 5),
  sameSender: Schema.Boolean,
  /** An atomic group's fault: none 45 %, a member that cannot pay when forged 10 %, each fault the POST refuses 3 to
   * 8 %. */
  groupFault: Roll,
  member: Int(0, 3),
  /** What a requester requests: a future transaction 50 %, a rival's 25 %, a pending one 25 %. */
  requestTarget: Roll,
  partnerTo: Int(0, 7),
  back: Schema.Boolean,
  /** Whether a match is a near miss (below 2). */
  near: Int(0, 9),
  /** Whether a rival requester enters before a match (not 0). */
  rival: Int(0, 3)
})

/** What a transfer or an exit spends, for a roll out of 100. */
function spendOf(roll: number): typeof Spend.Type {
  if (roll < 56) return "some"
  if (roll < 64) return "overdraw"
  if (roll < 76) return "balance"
  if (roll < 88) return "balancePlusOne"
  return "balanceBeforeFee"
}

/** A transfer's, an exit's or an atomic group member's `maxNumBatch`, for a roll out of 100 (a roll the move draws for
 * nothing else, so that the genome, and every sequence a seed draws, stays as it was): none 80 %, each edge 5 %. */
function limitOf(roll: number): typeof LimitEdge.Type {
  if (roll < 80) return "absent"
  if (roll < 85) return "zero"
  if (roll < 90) return "next"
  if (roll < 95) return "below"
  return "above"
}

/** A replacement's fee, for a roll out of 100. */
function replacementFeeOf(roll: number): typeof ReplacementFee.Type {
  if (roll < 20) return "raise"
  if (roll < 40) return "floor"
  if (roll < 60) return "underFloor"
  if (roll < 80) return "lowerFloor"
  return "twice"
}

/** A forced exit's amount, for a roll out of 100. */
function exitAtOf(roll: number): Extract<Command, { _tag: "L1" }>["exitAt"] {
  if (roll < 20) return "some"
  if (roll < 50) return "balance"
  if (roll < 80) return "balancePlusOne"
  return "overdraw"
}

/** An atomic group's fault for a roll out of 100. */
function groupFaultOf(roll: number): typeof AtomicGroupFault.Type {
  if (roll < 45) return "none"
  if (roll < 55) return "overdraw"
  if (roll < 63) return "staleNonce"
  if (roll < 71) return "badSignature"
  if (roll < 79) return "notAtomic"
  if (roll < 84) return "wrongGroupId"
  if (roll < 89) return "zeroOffset"
  if (roll < 93) return "offsetAboveSeven"
  if (roll < 97) return "offsetOutOfBounds"
  return "singleTransaction"
}

/**
 * The move a genome stands for: transfers 13 %, exits 7 %, replacements 9 %, coordinator invalidations 3 %,
 * authorizations 3 %, L1 transactions 7 % (half of them forged at once) and the oldest L1 queue forged 3 %, forges
 * 17 % (and each transfer or exit at an edge of the balance), funding 6 %, reorgs 8 %, time 3 %, tokens 3 %, atomic groups 6 %, requesters 5 %, matches 4 % and part of
 * a group selected or forged 3 %.
 */
function commandOf(g: typeof Genome.Type): Command {
  const roll = g.kind
  if (roll < 13)
    return {
      _tag: "Transfer",
      from: g.from,
      to: g.to,
      amount: g.amount,
      fee: g.fee,
      nonce: g.nonce < 40 ? "next" : g.nonce < 60 ? "ahead" : g.nonce < 80 ? "gap" : "below",
      spend: spendOf(g.spend),
      faulty: g.faulty === 0,
      fault: g.fault,
      limit: limitOf(g.zero)
    }
  if (roll < 20)
    return {
      _tag: "Exit",
      from: g.from,
      amount: g.amount,
      fee: g.fee,
      spend: spendOf(g.spend),
      zero: g.zero < 10,
      limit: limitOf(g.nonce)
    }
  if (roll < 29)
    return {
      _tag: "Replace",
      target: g.target < 60 ? "pending" : g.target < 85 ? "any" : "fresh",
      which: g.which,
      raise: g.raise,
      at: replacementFeeOf(g.replacementFee),
      amount: g.amount
    }
  if (roll < 32) return { _tag: "Invalidate", which: g.which, code: g.code, inBatch: g.inBatch }
  if (roll < 35)
    return {
      _tag: "Authorize",
      wallet: g.wallet,
      otherKey: g.otherKey === 0,
      again: g.again,
      faulty: g.faulty === 0,
      fault: g.authorizationFault
    }
  if (roll < 42)
    return {
      _tag: "L1",
      type: g.l1Type,
      from: g.from,
      wallet: g.wallet,
      token: g.token,
      units: g.units,
      amount: g.amount,
      exitAt: exitAtOf(g.zero),
      forge: g.inBatch
    }
  if (roll < 45) return { _tag: "ForgeL1" }
  if (roll < 62) return { _tag: "Forge" }
  if (roll < 68) return { _tag: "Fund", wallet: g.wallet, token: g.token, units: g.units }
  if (roll < 76) return { _tag: "Reorg", depth: g.depth }
  if (roll < 79) return { _tag: "Advance", seconds: g.seconds }
  if (roll < 82) return { _tag: "RegisterToken" }
  if (roll < 88)
    return {
      _tag: "AtomicGroup",
      from: g.from,
      to: g.to,
      size: g.size,
      cycle: g.cycle,
      sameSender: g.sameSender,
      amount: g.amount,
      fee: g.fee,
      fault: groupFaultOf(g.groupFault),
      member: g.member,
      limit: limitOf(g.zero),
      limited: g.which
    }
  if (roll < 93)
    return {
      _tag: "Request",
      from: g.from,
      to: g.to,
      amount: g.amount,
      fee: g.fee,
      target: g.requestTarget < 50 ? "future" : g.requestTarget < 75 ? "rival" : "pending",
      which: g.which,
      partnerTo: g.partnerTo
    }
  if (roll < 97) return { _tag: "Match", which: g.which, back: g.back, near: g.near < 2, rival: g.rival !== 0 }
  return { _tag: "SplitGroup", which: g.which, leave: g.member, forge: g.inBatch }
}

/** Sequences of `minLength` to `maxLength` moves. */
export const commands = (minLength: number, maxLength: number) =>
  Arbitrary.array(Arbitrary.schema(Genome).pipe(Arbitrary.map(commandOf)), { minLength, maxLength })

/** A sequence as text, to paste into a plain test. */
export function formatCommands(sequence: ReadonlyArray<Command>): string {
  return JSON.stringify(sequence)
}
