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

/** What an entering transaction reads of the pool (`E`: the adapter's read failure). */
export interface EntryReads<E> {
  /** The pending, ungrouped transactions at `lookups`, in the order they entered the pool (locked until the write ends). */
  readonly candidates: (lookups: MatchLookups) => Effect.Effect<ReadonlyArray<PoolRecord>, E>
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

/** `record` added to the pool (its id free): the group it pairs into (`planMatch`), its `pool` event and its partner's. */
export function planEntry<E>(record: PoolRecord, reads: EntryReads<E>): Effect.Effect<EntryPlan, E> {
  return Effect.map(matchOf(record, reads), (match) => {
    const stored = enteringRecord(record, match)
    return { stored, match, events: [poolEvent(stored, null, PENDING), ...pairingEvents(match)] }
  })
}

/**
 * `record` replacing the pending ones of `sameNonce` (its sender's pool transactions with its nonce, read and locked),
 * or why it is refused (`planReplacement`); then the group it pairs into, the replaced ones being no partner, and the
 * events: it entering, each replaced one invalidated, its partner's.
 */
export function planReplacingEntry<E>(
  record: PoolRecord,
  sameNonce: ReadonlyArray<PoolRecord>,
  reads: EntryReads<E>
): Effect.Effect<Result.Result<ReplacementPlan, ReplacementRefusal>, E> {
  const planned = planReplacement(record, sameNonce)
  if (Result.isFailure(planned)) return Effect.succeed(Result.fail(planned.failure))
  const replaced = planned.success
  const moves = replaced.map((change): PoolMove => {
    const tx = sameNonce.find((other) => other.id === change.id)
    if (tx === undefined) throw new Error(`ledger invariant broken: replaced transaction ${change.id} was not read`)
    return { tx, previous: tx.state, next: change.status }
  })
  return Effect.map(matchOf(record, reads, new Set(replaced.map((change) => change.id))), (match) => {
    const stored = enteringRecord(record, match)
    return Result.succeed({
      stored,
      match,
      replaced,
      events: [...replacementEvents(stored, moves), ...pairingEvents(match)]
    })
  })
}
