/** Signed webhooks (`/webhooks`, an extension): an API key's endpoints (a target URL, the event filters, a minimum
 * finality), their state and cursor, the secret shown once, and the log of delivery attempts. */
import { Schema, Struct } from "effect"
import { SubscribeQuery } from "./event_subscription.ts"
import { MinFinality } from "./finality.ts"
import { EventId } from "./node_event.ts"
import { isPlainText } from "./plain_text.ts"
import { ItemId, Timestamp } from "./scalars.ts"

/** The default minimum finality of an endpoint (`finality.ts`'s `MinFinality`: with `finalized`, a batch's events wait for its `finalized` event). */
export const DEFAULT_MIN_FINALITY: MinFinality = "forged"

/** A webhook endpoint's id: `wh_` and 24 lower-case hex digits. */
export const WebhookId = Schema.String.check(
  Schema.isPattern(/^wh_[0-9a-f]{24}$/u, { expected: "a webhook id: wh_ and 24 lower-case hex digits" })
).annotate({ description: "Webhook endpoint id" })
export type WebhookId = typeof WebhookId.Type

/** The longest target URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048

/** A target URL as registered: plain text (`plain_text.ts`: no NUL) whose scheme and host the node's target policy checks. */
export const WebhookUrl = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(MAX_WEBHOOK_URL_LENGTH),
  isPlainText
).annotate({
  description: `The receiver's URL (https; http and private hosts only when the operator allows them), at most ${MAX_WEBHOOK_URL_LENGTH} characters of valid UTF-8 without NUL characters`
})

/** The event filters of an endpoint: `GET /events`'s query parameters (but `after`), with their values as written in a query string. */
export const WebhookFilters = SubscribeQuery.mapFields(Struct.omit(["after"])).annotate({
  identifier: "WebhookFilters",
  description:
    "GET /events's filters (types, accountIndex, zkEthereumAddress, BJJ, tokenId, txId), each as its query-string text, with the same rules"
})
export type WebhookFilters = typeof WebhookFilters.Type

/** Filters as `WebhookFilters` encodes them (each parameter its query-string text): what a store keeps, a JSON value. */
export type EncodedWebhookFilters = typeof WebhookFilters.Encoded

/** `POST /webhooks`'s body. */
export const WebhookPost = Schema.Struct({
  url: WebhookUrl,
  filters: Schema.optionalKey(WebhookFilters),
  minFinality: Schema.optionalKey(MinFinality)
}).annotate({ identifier: "WebhookPost" })
export type WebhookPost = typeof WebhookPost.Type

/** Why an endpoint was disabled: `failing` (no 2xx within the retry horizon) or `expired` (it fell behind the event log's retention). */
export const DisabledReason = Schema.Literals(["failing", "expired"])
export type DisabledReason = typeof DisabledReason.Type

/** A disabled endpoint's reason, explanation and time. */
export const WebhookDisabled = Schema.Struct({
  reason: DisabledReason,
  message: Schema.String,
  at: Timestamp
}).annotate({ identifier: "WebhookDisabled" })
export type WebhookDisabled = typeof WebhookDisabled.Type

/** An endpoint as `GET /webhooks` shows it (never its secret). */
export const Webhook = Schema.Struct({
  id: WebhookId,
  url: Schema.String,
  filters: WebhookFilters,
  minFinality: MinFinality,
  createdAt: Timestamp,
  state: Schema.Literals(["active", "disabled"]),
  disabled: Schema.NullOr(WebhookDisabled).annotate({ description: "Why and when it was disabled; null while active" }),
  cursor: EventId.annotate({
    description: "The last event id delivered (or skipped as not matching): delivery goes on after it"
  }),
  failingSince: Schema.NullOr(Timestamp).annotate({
    description: "When the delivery now retried first failed; null when none is failing"
  }),
  nextAttemptAt: Timestamp.annotate({ description: "When the next delivery is due at the earliest" })
}).annotate({ identifier: "Webhook" })
export type Webhook = typeof Webhook.Type

/** `POST /webhooks`'s answer: the endpoint with its secret, shown this once. */
export const WebhookCreated = Schema.Struct({
  ...Webhook.fields,
  secret: Schema.String.annotate({ description: "whsec_ and the base64 of the signing key: shown once, keep it" })
}).annotate({ identifier: "WebhookCreated" })
export type WebhookCreated = typeof WebhookCreated.Type

/** `GET /webhooks`'s answer. */
export const Webhooks = Schema.Struct({ webhooks: Schema.Array(Webhook) }).annotate({ identifier: "Webhooks" })
export type Webhooks = typeof Webhooks.Type

/** One attempt to deliver an event to an endpoint. */
export const WebhookDelivery = Schema.Struct({
  itemId: ItemId,
  eventId: EventId,
  webhookId: Schema.String.annotate({
    description: "The webhook-id header sent (the same on every attempt of one event)"
  }),
  attempt: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
    description: "1 for the first attempt of this event"
  }),
  at: Timestamp,
  status: Schema.NullOr(Schema.Int).annotate({ description: "The receiver's HTTP status; null when no answer came" }),
  error: Schema.NullOr(Schema.String).annotate({
    description: "Why the attempt failed without an answer (refused target, timeout, connection error); null otherwise"
  }),
  latencyMs: Schema.Number.annotate({ description: "From sending the request to the answer's status (or the failure)" })
}).annotate({ identifier: "WebhookDelivery" })
export type WebhookDelivery = typeof WebhookDelivery.Type

/** `POST /webhooks/{id}/replay`'s body. */
export const WebhookReplay = Schema.Struct({
  after: EventId.annotate({
    description: "Deliver again every matching event after this id (still retained by the log)"
  })
}).annotate({ identifier: "WebhookReplay" })
export type WebhookReplay = typeof WebhookReplay.Type
