/** `/webhooks` (an extension): an API key registers, lists, deletes and replays its endpoints and reads their delivery
 * logs; every call names the key, and another key's endpoint is not found. */
import { Effect, Option, Random, Schema } from "effect"
import { EventId } from "../domain/node_event.ts"
import {
  DEFAULT_MIN_FINALITY,
  type EncodedWebhookFilters,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  WebhookFilters,
  type WebhookPost
} from "../domain/webhook.ts"
import { type BadRequest, invalidParam, NotFound } from "../errors.ts"
import type { Page, PageRequest } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { WallClock } from "../ports/clock.ts"
import { EventLog } from "../ports/event_log.ts"
import { WebhookSender } from "../ports/webhook_sender.ts"
import { type WebhookRecord, WebhookStore } from "../ports/webhook_store.ts"
import type { EventFilter } from "./event_filter.ts"
import { filterOf } from "./events.ts"

/** Default number of endpoints one API key may register. */
export const DEFAULT_MAX_PER_KEY = 20

const encodeFilters = Schema.encodeSync(WebhookFilters)
const decodeFilters = Schema.decodeUnknownEffect(WebhookFilters)

/** The event filter of an endpoint's stored filters, by `GET /events`'s rules (a stored endpoint passed them when registered). */
export const eventFilterOf = Effect.fnUntraced(function* (
  stored: EncodedWebhookFilters
): Effect.fn.Return<EventFilter, BadRequest, AccountStore> {
  const filters = yield* decodeFilters(stored).pipe(
    Effect.mapError((error) => invalidParam(`stored webhook filters: ${error.message}`))
  )
  return yield* filterOf(filters)
})

/** The endpoint as the API shows it. */
export function webhookView(record: WebhookRecord): Webhook {
  return {
    id: record.id,
    url: record.url,
    filters: Schema.decodeUnknownSync(WebhookFilters)(record.filters),
    minFinality: record.minFinality,
    createdAt: record.createdAt,
    state: record.disabled === null ? "active" : "disabled",
    disabled: record.disabled,
    cursor: record.cursor,
    failingSince: record.failingSince,
    nextAttemptAt: record.nextAttemptAt
  }
}

/** A fresh endpoint id: `wh_` and 24 hex digits. */
const newId = Effect.gen(function* () {
  let hex = ""
  for (let i = 0; i < 3; i++) hex += (yield* Random.nextIntBetween(0, 0xffffffff)).toString(16).padStart(8, "0")
  return `wh_${hex}`
})

/** Registers an endpoint for `owner` (at most `maxPerKey`), delivering the events after the log's horizon now; its secret is in the answer only. */
export const create = Effect.fnUntraced(function* (
  owner: string,
  post: WebhookPost,
  maxPerKey: number = DEFAULT_MAX_PER_KEY
): Effect.fn.Return<WebhookCreated, BadRequest, AccountStore | WebhookStore | WebhookSender | EventLog | WallClock> {
  const sender = yield* WebhookSender
  const refused = sender.refusal(post.url)
  if (refused !== undefined) return yield* invalidParam(`"url": ${refused}`)
  const filters = post.filters ?? {}
  yield* filterOf(filters)
  const now = yield* (yield* WallClock).now
  const record: WebhookRecord = {
    id: yield* newId,
    owner,
    url: post.url,
    filters: encodeFilters(filters),
    minFinality: post.minFinality ?? DEFAULT_MIN_FINALITY,
    secret: yield* sender.newSecret,
    createdAt: now,
    disabled: null,
    cursor: yield* (yield* EventLog).horizon,
    attempts: 0,
    failingSince: null,
    nextAttemptAt: now
  }
  const outcome = yield* (yield* WebhookStore).create(record, maxPerKey)
  if (outcome._tag === "LimitReached") {
    return yield* invalidParam(
      `this API key already has ${maxPerKey} webhook endpoints, the most it may; delete one first`
    )
  }
  return { ...webhookView(record), secret: record.secret }
})

/** The owner's endpoints, oldest first (never their secrets). */
export const list = Effect.fnUntraced(function* (
  owner: string
): Effect.fn.Return<{ readonly webhooks: ReadonlyArray<Webhook> }, never, WebhookStore> {
  const records = yield* (yield* WebhookStore).list(owner)
  return { webhooks: records.map(webhookView) }
})

const notFound = (id: string) => new NotFound({ message: `webhook ${id} not found` })

/** The owner's endpoint with this id. */
export const get = Effect.fnUntraced(function* (
  owner: string,
  id: string
): Effect.fn.Return<Webhook, NotFound, WebhookStore> {
  const found = yield* (yield* WebhookStore).get(owner, id)
  if (Option.isNone(found)) return yield* notFound(id)
  return webhookView(found.value)
})

/** Deletes the owner's endpoint with this id (deliveries to it stop); the endpoint as it was. */
export const remove = Effect.fnUntraced(function* (
  owner: string,
  id: string
): Effect.fn.Return<Webhook, NotFound, WebhookStore> {
  const store = yield* WebhookStore
  const found = yield* store.get(owner, id)
  if (Option.isNone(found) || !(yield* store.remove(owner, id))) return yield* notFound(id)
  return webhookView(found.value)
})

/** The endpoint's delivery log, a page by itemId. */
export const deliveries = Effect.fnUntraced(function* (
  owner: string,
  id: string,
  page: PageRequest
): Effect.fn.Return<Page<WebhookDelivery>, NotFound, WebhookStore> {
  const store = yield* WebhookStore
  if (Option.isNone(yield* store.get(owner, id))) return yield* notFound(id)
  return yield* store.deliveries(id, page)
})

/** Moves the endpoint's cursor back (or on) to `after`, which the log must still retain, and re-enables it. */
export const replay = Effect.fnUntraced(function* (
  owner: string,
  id: string,
  after: EventId
): Effect.fn.Return<Webhook, NotFound | BadRequest, WebhookStore | EventLog | WallClock> {
  const store = yield* WebhookStore
  if (Option.isNone(yield* store.get(owner, id))) return yield* notFound(id)
  const log = yield* EventLog
  const horizon = yield* log.horizon
  if (after > horizon) return yield* invalidParam(`"after" ${after} is newer than every event (the last is ${horizon})`)
  const read = yield* log.read(after, after, 1)
  if (read.prunedThrough > after) {
    return yield* invalidParam(
      `"after" ${after}: the events after it are no longer kept (the log keeps those after ${read.prunedThrough})`
    )
  }
  const now = yield* (yield* WallClock).now
  const moved = yield* store.replay(owner, id, EventId.make(after), now)
  if (Option.isNone(moved)) return yield* notFound(id)
  return webhookView(moved.value)
})
