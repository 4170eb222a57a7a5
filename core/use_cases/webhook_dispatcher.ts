/** The webhook dispatcher: one per process, delivering the event log to the endpoints it claims (store leases), one
 * fiber each; an endpoint's next event goes once a 2xx for the last moved its cursor (in order, at least once). */
import { Duration, Effect, Queue, Random, Result, Schedule, type Scope, Stream } from "effect"
import { EventId, type StoredEvent } from "../domain/node_event.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { WallClock } from "../ports/clock.ts"
import { EventLog } from "../ports/event_log.ts"
import { acknowledged, type DeliveryBody, type SendOutcome, WebhookSender } from "../ports/webhook_sender.ts"
import { type WebhookRecord, type WebhookSettlement, WebhookStore } from "../ports/webhook_store.ts"
import { DEFAULT_RETRY_SCHEDULE_SECONDS, retryDelayMillis } from "./webhook_retry.ts"
import { selectDeliveries } from "./webhook_selection.ts"
import { eventFilterOf } from "./webhooks.ts"

/** Default number of endpoints served at once. */
export const DEFAULT_CONCURRENCY = 64
/** Default time a claim holds an endpoint without a write. */
export const DEFAULT_LEASE = Duration.seconds(30)
/** Default time between two looks for due retries without a wake-up. */
export const DEFAULT_POLL_INTERVAL = Duration.seconds(1)

/** How a dispatcher delivers. */
export interface DispatcherOptions {
  /** This dispatcher's name in the leases it takes (unique per process). */
  readonly worker: string
  /** Endpoints served at once (default `DEFAULT_CONCURRENCY`). */
  readonly concurrency?: number | undefined
  /** How long a claim holds an endpoint without a write (default `DEFAULT_LEASE`); longer than a delivery's timeouts. */
  readonly lease?: Duration.Input | undefined
  /** How often due retries are looked for without a wake-up (default `DEFAULT_POLL_INTERVAL`). */
  readonly pollInterval?: Duration.Input | undefined
  /** The retry delays in seconds (default `DEFAULT_RETRY_SCHEDULE_SECONDS`). */
  readonly retryScheduleSeconds?: ReadonlyArray<number> | undefined
  /** Events kept in the shared window of recent events (default 10 000). */
  readonly window?: number | undefined
  /** How long delivery attempts are kept in the log (default 24 h). */
  readonly deliveryRetention?: Duration.Input | undefined
  /** Told of each attempt's outcome (metrics). */
  readonly onAttempt?: ((outcome: SendOutcome, delivered: boolean) => void) | undefined
  /** Told of each endpoint disabled, by reason (metrics). */
  readonly onDisabled?: ((reason: string) => void) | undefined
}

/** What the dispatcher reads and writes. */
export type DispatcherServices = EventLog | WebhookStore | WebhookSender | AccountStore | WallClock

/** Events read at once for an endpoint behind the window. */
const READ_PAGE = 1000

/** A delivery's body, a value the sender writes: Standard Webhooks' `{type, timestamp, data}`, the data `eventId` first. */
export function deliveryBody(event: StoredEvent, timestamp: Date): DeliveryBody {
  return { type: event.type, timestamp: timestamp.toISOString(), data: { eventId: event.id, ...event.data } }
}

/** The `webhook-id` of an event's delivery to an endpoint: the same on every attempt. */
export function messageIdOf(webhookId: string, eventId: EventId): string {
  return `msg_${webhookId.slice(3)}_${eventId}`
}

/** Name of the span around each delivery attempt (a client span; no-op when tracing is off). */
export const DELIVERY_SPAN = "webhook.deliver"

/** A delivery attempt's outcome as span attributes: the receiver's status or the error, and whether it was a 2xx. */
export function outcomeAttributes(outcome: SendOutcome): Record<string, unknown> {
  return {
    "webhook.delivered": acknowledged(outcome),
    ...(outcome.status === null ? {} : { "http.response.status_code": outcome.status }),
    ...(outcome.error === null ? {} : { "webhook.error": outcome.error })
  }
}

/** Runs the dispatcher in the current scope until it closes. */
export const run = Effect.fnUntraced(function* (
  options: DispatcherOptions
): Effect.fn.Return<void, never, DispatcherServices | Scope.Scope> {
  const log = yield* EventLog
  const store = yield* WebhookStore
  const sender = yield* WebhookSender
  const clock = yield* WallClock
  const services = yield* Effect.context<DispatcherServices>()
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY)
  const leaseMillis = Duration.toMillis(Duration.fromInputUnsafe(options.lease ?? DEFAULT_LEASE))
  const schedule = options.retryScheduleSeconds ?? DEFAULT_RETRY_SCHEDULE_SECONDS
  const windowSize = Math.max(READ_PAGE, options.window ?? 10_000)
  const scope = yield* Effect.scope

  // The recent events: exactly those with windowAfter < id ≤ windowUpTo.
  let window: Array<StoredEvent> = []
  let windowUpTo: number = yield* log.horizon
  let windowAfter = windowUpTo
  let busy = 0

  const doorbell = yield* Queue.sliding<void>(1)
  const ring = Effect.asVoid(Queue.offer(doorbell, undefined))

  /** Reads the events appended since the window's end into it, dropping the oldest past its size. */
  const refresh = Effect.gen(function* () {
    const horizon = yield* log.horizon
    while (windowUpTo < horizon) {
      const read = yield* log.read(EventId.make(windowUpTo), horizon, READ_PAGE)
      for (const event of read.events) window.push(event)
      windowUpTo = read.events.length < READ_PAGE ? horizon : read.events[read.events.length - 1]!.id
    }
    if (window.length > windowSize) {
      const dropped = window.length - windowSize
      windowAfter = window[dropped - 1]!.id
      window = window.slice(dropped)
    }
  })

  /** The events after `cursor` (a page), the id they are complete up to, and whether the log pruned past the cursor. */
  const eventsAfter = (cursor: number) =>
    Effect.gen(function* () {
      if (cursor >= windowAfter) {
        let start = 0
        while (start < window.length && window[start]!.id <= cursor) start++
        return {
          events: window.slice(start, start + READ_PAGE),
          upTo: start + READ_PAGE < window.length ? window[start + READ_PAGE - 1]!.id : windowUpTo,
          expired: false
        }
      }
      const read = yield* log.read(EventId.make(cursor), EventId.make(windowUpTo), READ_PAGE)
      const upTo = read.events.length < READ_PAGE ? windowUpTo : read.events[read.events.length - 1]!.id
      return { events: read.events, upTo, expired: read.prunedThrough > cursor }
    })

  /** Serves one claimed endpoint until it is caught up, waits for a retry, is disabled, or is lost. */
  const serve = (claimed: WebhookRecord): Effect.Effect<void, never, DispatcherServices> =>
    Effect.gen(function* () {
      const base = {
        cursor: claimed.cursor,
        attempts: claimed.attempts,
        failingSince: claimed.failingSince,
        nextAttemptAt: claimed.nextAttemptAt
      }
      let state = base
      const settle = (settlement: WebhookSettlement) =>
        Effect.map(store.settle(claimed.id, options.worker, settlement), (held) => {
          state = {
            cursor: settlement.cursor,
            attempts: settlement.attempts,
            failingSince: settlement.failingSince,
            nextAttemptAt: settlement.nextAttemptAt
          }
          return held
        })
      const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMillis)
      const release = (now: Date) => settle({ ...state, leaseUntil: null, nextAttemptAt: now })
      const disable = (
        reason: "failing" | "expired",
        message: string,
        now: Date,
        attempt?: WebhookSettlement["attempt"]
      ) => {
        options.onDisabled?.(reason)
        return settle({ ...state, disabled: { reason, message, at: now }, leaseUntil: null, attempt }).pipe(
          Effect.tap((held) =>
            held
              ? Effect.logWarning(`webhook ${claimed.id} (${claimed.url}) disabled (${reason}): ${message}`, {
                  webhookId: claimed.id,
                  url: claimed.url,
                  reason,
                  message
                })
              : Effect.void
          )
        )
      }

      const checked = yield* Effect.result(eventFilterOf(claimed.filters))
      if (Result.isFailure(checked)) return yield* disable("failing", checked.failure.message, yield* clock.now)
      const filter = checked.success
      for (;;) {
        const { events, expired, upTo } = yield* eventsAfter(state.cursor)
        let now = yield* clock.now
        if (expired) {
          return yield* disable(
            "expired",
            `the events after ${state.cursor} are no longer kept: replay from a later event id`,
            now
          )
        }
        // Each selected delivery in order; one without a cursor (inside a batch held back for finality) moves none.
        for (const next of yield* selectDeliveries(filter, claimed.minFinality, events)) {
          const messageId = messageIdOf(claimed.id, next.event.id)
          const timestamp = Math.floor(now.getTime() / 1000)
          const outcome = yield* sender
            .send({
              url: claimed.url,
              secret: claimed.secret,
              messageId,
              timestamp,
              body: deliveryBody(next.event, new Date(timestamp * 1000))
            })
            .pipe(
              Effect.tap((sent) => Effect.annotateCurrentSpan(outcomeAttributes(sent))),
              Effect.withSpan(DELIVERY_SPAN, {
                kind: "client",
                attributes: {
                  "webhook.endpoint.id": claimed.id,
                  "webhook.event.id": next.event.id,
                  "webhook.event.type": next.event.type,
                  "webhook.message.id": messageId,
                  "webhook.attempt": state.attempts + 1
                }
              })
            )
          const delivered = acknowledged(outcome)
          options.onAttempt?.(outcome, delivered)
          const attempt = {
            eventId: next.event.id,
            webhookId: messageId,
            attempt: state.attempts + 1,
            at: now,
            status: outcome.status,
            error: outcome.error,
            latencyMs: outcome.latencyMs
          }
          now = yield* clock.now
          if (delivered) {
            const cursor = next.cursor ?? state.cursor
            const held = yield* settle({
              cursor,
              attempts: 0,
              failingSince: null,
              nextAttemptAt: now,
              leaseUntil: leaseFrom(now),
              attempt
            })
            if (!held) return
            continue
          }
          const failed = state.attempts + 1
          const failingSince = state.failingSince ?? attempt.at
          const delay = retryDelayMillis(schedule, failed, yield* Random.next)
          const why = outcome.status === null ? (outcome.error ?? "no answer") : `HTTP ${outcome.status}`
          if (delay === undefined) {
            state = { ...state, attempts: failed, failingSince }
            return yield* disable(
              "failing",
              `no 2xx for event ${next.event.id} since ${failingSince.toISOString()} after ${failed} attempts; last: ${why}`,
              now,
              attempt
            )
          }
          return yield* settle({
            cursor: state.cursor,
            attempts: failed,
            failingSince,
            nextAttemptAt: new Date(now.getTime() + delay),
            leaseUntil: null,
            attempt
          })
        }
        // What the read held past the last delivery was not selected: the cursor moves past it.
        if (upTo <= state.cursor) return yield* release(now)
        if (!(yield* settle({ ...state, cursor: EventId.make(upTo), leaseUntil: leaseFrom(now) }))) return
      }
    }).pipe(
      Effect.catchCause((cause) =>
        Effect.logWarning(`webhook ${claimed.id}: delivery failed; its lease will end`, cause)
      ),
      Effect.asVoid
    )

  /** Reads new events and claims endpoints for the free slots. */
  const dispatch: Effect.Effect<void> = Effect.gen(function* () {
    yield* refresh
    const free = concurrency - busy
    if (free <= 0) return
    const now = yield* clock.now
    const claimed = yield* store.claim(
      options.worker,
      now,
      new Date(now.getTime() + leaseMillis),
      free,
      EventId.make(windowUpTo)
    )
    for (const record of claimed) {
      busy++
      yield* Effect.forkIn(
        serve(record).pipe(
          Effect.ensuring(
            Effect.suspend(() => {
              busy--
              return ring
            })
          ),
          Effect.provideContext(services)
        ),
        scope
      )
    }
  })

  yield* Effect.forkScoped(Stream.runForEach(log.appended, () => ring))
  yield* Effect.forkScoped(Effect.schedule(ring, Schedule.spaced(options.pollInterval ?? DEFAULT_POLL_INTERVAL)))
  yield* Effect.forkScoped(
    Effect.forever(
      Effect.andThen(Queue.take(doorbell), dispatch).pipe(
        Effect.catchCause((cause) =>
          Effect.logWarning("webhook dispatch failed; retrying", cause).pipe(
            Effect.andThen(Effect.sleep(Duration.seconds(1)))
          )
        )
      )
    )
  )
  const retention = Duration.toMillis(Duration.fromInputUnsafe(options.deliveryRetention ?? Duration.hours(24)))
  yield* Effect.forkScoped(
    Effect.schedule(
      Effect.flatMap(clock.now, (now) => store.pruneDeliveries(new Date(now.getTime() - retention))).pipe(
        Effect.catchCause((cause) => Effect.logWarning("pruning the webhook delivery log failed", cause))
      ),
      Schedule.spaced(Duration.minutes(1))
    )
  )
  yield* ring
})
