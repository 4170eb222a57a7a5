/** The EventLog port on PostgreSQL: `horizon` reads behind appends in flight; `appended` is the doorbell merged with
 * `LISTEN zk_events` on a server (with the embedded database's one connection the doorbell is complete). */
import { PgClient } from "@effect/sql-pg"
import { Clock, Duration, Effect, Layer, Option, Schedule, Stream } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { EventId } from "../../../core/domain/node_event.ts"
import { EventLog, type EventRead } from "../../../core/ports/event_log.ts"
import { insertHorizon, poolSizeOf, SqlDatabase } from "../connection/database.ts"
import { eventColumns, storedEventOf } from "./event_rows.ts"
import { EventSignal } from "./event_signal.ts"
import { intAt, isNullAt, type Values } from "../rows/row.ts"
import { SharedSessions } from "../connection/session_client.ts"

/** The channel the `event` trigger notifies. */
export const EVENTS_CHANNEL = "zk_events"

/** When, after a lock timeout, the doorbell rings for another try. */
const RETRY_AFTER = Duration.seconds(1)

/** How long the first horizon waits between tries when its lock times out. */
const FIRST_RETRY = Duration.millis(50)

/** The listener's reconnection delays: 200 ms doubling, at most 10 s. */
const RECONNECT = Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])

/** The statement reading events in `($1, $2]` in id order (at most $3) and the pruning point, on one snapshot. */
const READ = `SELECT ${eventColumns("e")}, p.through FROM event_pruned p
LEFT JOIN LATERAL (SELECT * FROM event x WHERE x.id > $1 AND x.id <= $2 ORDER BY x.id LIMIT $3) e ON true
ORDER BY e.id`

/** The statement reading the events batch $1's last forging before event $2 recorded, in id order. */
const BATCH_EVENTS = `SELECT ${eventColumns("e")} FROM event e WHERE e.batch_num = $1 AND e.id < $2
AND e.id >= (SELECT max(b.id) FROM event b WHERE b.batch_num = $1 AND b.id < $2 AND b.type = 'batch') ORDER BY e.id`

/** The statement pruning the log's prefix up to the last event recorded before $1. */
const PRUNE = `WITH m AS (SELECT max(id) AS id FROM event WHERE at < $1),
d AS (DELETE FROM event WHERE id <= (SELECT id FROM m) RETURNING id)
UPDATE event_pruned SET through = GREATEST(through, COALESCE((SELECT max(id) FROM d), 0))`

function eventReadOf(rows: ReadonlyArray<Values>): EventRead {
  const first = rows[0]
  if (first === undefined) throw new Error("sql adapter: event_pruned has no row")
  return {
    events: rows.filter((row) => !isNullAt(row, 0)).map((row) => storedEventOf(row, 0)),
    prunedThrough: EventId.make(intAt(first, 4))
  }
}

function isLockTimeout(error: SqlError): boolean {
  return error.reason._tag === "LockTimeoutError"
}

/** The EventLog port on the SQL database. */
export const layer: Layer.Layer<EventLog, never, SqlDatabase | EventSignal> = Layer.effect(
  EventLog,
  Effect.gen(function* () {
    const db = yield* SqlDatabase
    const sql = db.sql
    const signal = yield* EventSignal
    const pg = yield* Effect.serviceOption(PgClient.PgClient)
    const shared = yield* Effect.serviceOption(SharedSessions)
    const scope = yield* Effect.scope

    let last = 0
    const lockedMax = insertHorizon(sql, "event", "id")
    // A lock timeout is caught before the storage's edge would make it a 503.
    const attempt = Effect.catchIf(Effect.map(lockedMax, Option.some), isLockTimeout, () =>
      Effect.succeed(Option.none<number>())
    )
    // The first horizon has no earlier one to fall back on (0 would replay the whole log): it tries until granted.
    const firstHorizon = lockedMax.pipe(
      Effect.retry({ while: isLockTimeout, schedule: Schedule.spaced(FIRST_RETRY) }),
      Effect.map(Option.some),
      Effect.provideService(Clock.Clock, Clock.Clock.defaultValue())
    )
    const retryLater = Effect.forkIn(Effect.delay(signal.ring, RETRY_AFTER), scope)
    let known = false
    const horizon = Effect.suspend(() =>
      db.run(known ? Effect.tap(attempt, (found) => (Option.isNone(found) ? retryLater : Effect.void)) : firstHorizon)
    ).pipe(
      Effect.map((found) => {
        if (Option.isSome(found)) {
          known = true
          if (found.value > last) last = found.value
        }
        return EventId.make(last)
      })
    )

    const listening = Option.isSome(pg) && Option.isNone(shared) && poolSizeOf(pg.value.config) >= 2
    const notified: Stream.Stream<void> =
      Option.isNone(pg) || !listening
        ? Stream.empty
        : Stream.unwrap(
            Effect.map(pg.value.listen(EVENTS_CHANNEL), (queue) =>
              // Once listening, one emission: what was appended while not listening is read then.
              Stream.concat(
                Stream.succeed(undefined),
                Stream.map(Stream.fromQueue(queue), () => undefined)
              )
            )
          ).pipe(
            Stream.tapError((error) =>
              Effect.logWarning(`event log: listening on ${EVENTS_CHANNEL} failed (${error.reason._tag}); reconnecting`)
            ),
            Stream.retry(RECONNECT),
            Stream.orDie,
            // The backoff runs on the wall clock, whatever clock the caller's context has.
            Stream.provideService(Clock.Clock, Clock.Clock.defaultValue())
          )

    return EventLog.of({
      horizon,
      read: (after, upTo, limit) => db.read(READ, [after, upTo, limit], eventReadOf),
      batchEvents: (batchNum, before) =>
        db.read(BATCH_EVENTS, [batchNum, before], (rows) => rows.map((row) => storedEventOf(row, 0))),
      appended: Stream.merge(signal.rung, notified),
      prune: (before) => db.run(Effect.asVoid(sql.unsafe(PRUNE, [before])))
    })
  })
)
