/** A transaction entering the pool planned whole: added, or replacing its sender's pending ones with its nonce; either
 * way forming the atomic group it pairs into (`pool_groups.ts`), with its events. The adapter reads the candidates
 * through `EntryReads`, then writes the plan in one step. */
import { Effect, Result } from "effect"
import type { NewEvent } from "../domain/node_event.ts"
import type { PoolRecord, ReplacementRefusal } from "../ports/pool_store.ts"
import { type PoolMove, poolEvent, replacementEvents } from "./event_records.ts"
import { enteringRecord, type Match, type MatchLookups, matchLookups, pairingEvents, planMatch } from "./pool_groups.ts"
import { type PoolChange, PENDING } from "./pool_lifecycle.ts"
import { planReplacement } from "./pool_replacement.ts"

/** A sender and a nonce: what a pairing lock is taken on. */
export interface PairingKey {
  readonly idx: number
  readonly nonce: bigint
}

/** What an entering transaction reads of the pool (`E`: the adapter's read failure). */
export interface EntryReads<E> {
  /** Takes the pairing locks of `keys` (the senders and nonces it may pair through) in ascending order, until the
   * write ends: before anything else is read, so two entries that may pair wait for each other. */
  readonly lockPairing: (keys: ReadonlyArray<PairingKey>) => Effect.Effect<void, E>
  /** The pending, ungrouped transactions at `lookups`, in the order they entered the pool (locked until the write ends). */
  readonly candidates: (lookups: MatchLookups) => Effect.Effect<ReadonlyArray<PoolRecord>, E>
}

/** What a replacement reads besides (`ReplacementReads.sameNonce`): its id claimed and its sender's transactions with
 * its nonce, or the record already stored under its id. */
export type SameNonce =
  | { readonly _tag: "Claimed"; readonly records: ReadonlyArray<PoolRecord> }
  | { readonly _tag: "Taken"; readonly record: PoolRecord }

/** What a replacement reads of the pool. */
export interface ReplacementReads<E> extends EntryReads<E> {
  /** Once the pairing locks are held: the entering id claimed (a concurrent entry with it waits), then its sender's
   * other pool transactions with its nonce, locked; or, when the id is stored already, that record. */
  readonly sameNonce: Effect.Effect<SameNonce, E>
}

/** An entry planned: the record as stored, the group it formed (its partner then takes the group's id) and the events. */
export interface EntryPlan {
  readonly stored: PoolRecord
  readonly match: Match | undefined
  readonly events: ReadonlyArray<NewEvent>
}

/** A replacement planned: its entry, and the replaced transactions' changes. */
export interface ReplacementPlan extends EntryPlan {
  readonly replaced: ReadonlyArray<PoolChange>
}

/** The pairing locks `record` entering takes: its own sender and nonce, and those its request names. */
function pairingKeys(record: PoolRecord): ReadonlyArray<PairingKey> {
  const lookups = matchLookups(record)
  return lookups.senderNonce === undefined
    ? [lookups.requestedSenderNonce]
    : [lookups.requestedSenderNonce, lookups.senderNonce]
}

/** The group `record` forms with one of the candidates `reads` reads, those of `leaving` (replaced) left out. */
function matchOf<E>(
  record: PoolRecord,
  reads: EntryReads<E>,
  leaving: ReadonlySet<string> = new Set()
): Effect.Effect<Match | undefined, E> {
  return Effect.map(reads.candidates(matchLookups(record)), (candidates) =>
    planMatch(record, leaving.size === 0 ? candidates : candidates.filter((candidate) => !leaving.has(candidate.id)))
  )
}

/** `record` added to the pool (its id free), with the pairing locks held: the group it pairs into (`planMatch`), its
 * `pool` event and its partner's. */
export function planEntry<E>(record: PoolRecord, reads: EntryReads<E>): Effect.Effect<EntryPlan, E> {
  return Effect.gen(function* () {
    yield* reads.lockPairing(pairingKeys(record))
    const match = yield* matchOf(record, reads)
    const stored = enteringRecord(record, match)
    return { stored, match, events: [poolEvent(stored, null, PENDING), ...pairingEvents(match)] }
  })
}

/** What a replacement comes to: planned, refused (`planReplacement`), or its id stored already (nothing to write). */
export type ReplacementDecision =
  | { readonly _tag: "Planned"; readonly plan: ReplacementPlan }
  | { readonly _tag: "Refused"; readonly refusal: ReplacementRefusal }
  | { readonly _tag: "Existing"; readonly record: PoolRecord }

/**
 * `record` replacing its sender's pending transactions with its nonce: the pairing locks, then its id claimed and those
 * transactions read (`ReplacementReads.sameNonce`; its id stored already: that record), or why it is refused
 * (`planReplacement`); then the group it pairs into, the replaced ones being no partner, and the events: it entering,
 * each replaced one invalidated, its partner's.
 */
export function planReplacingEntry<E>(
  record: PoolRecord,
  reads: ReplacementReads<E>
): Effect.Effect<ReplacementDecision, E> {
  return Effect.gen(function* () {
    yield* reads.lockPairing(pairingKeys(record))
    const sameNonce = yield* reads.sameNonce
    if (sameNonce._tag === "Taken") return { _tag: "Existing", record: sameNonce.record }
    const planned = planReplacement(record, sameNonce.records)
    if (Result.isFailure(planned)) return { _tag: "Refused", refusal: planned.failure }
    const replaced = planned.success
    const moves = replaced.map((change): PoolMove => {
      const tx = sameNonce.records.find((other) => other.id === change.id)
      if (tx === undefined) throw new Error(`ledger invariant broken: replaced transaction ${change.id} was not read`)
      return { tx, previous: tx.state, next: change.status }
    })
    const match = yield* matchOf(record, reads, new Set(replaced.map((change) => change.id)))
    const stored = enteringRecord(record, match)
    return {
      _tag: "Planned",
      plan: { stored, match, replaced, events: [...replacementEvents(stored, moves), ...pairingEvents(match)] }
    }
  })
}
