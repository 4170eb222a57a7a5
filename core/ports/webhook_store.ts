/** The webhook endpoints and their delivery log, durable: per endpoint only its cursor and retry state, shared by the
 * dispatchers of several processes through leases. */
import { Context, type Effect, type Option } from "effect"
import type { EventId } from "../domain/node_event.ts"
import type { MinFinality } from "../domain/finality.ts"
import type { DisabledReason, EncodedWebhookFilters, WebhookDelivery } from "../domain/webhook.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** An endpoint as stored. */
export interface WebhookRecord {
  readonly id: string
  /** The API key (its id) that registered it: the only one that sees it. */
  readonly owner: string
  readonly url: string
  /** The filters as registered: `GET /events`'s query parameters, encoded by `WebhookFilters` (a value, never text). */
  readonly filters: EncodedWebhookFilters
  readonly minFinality: MinFinality
  /** `whsec_` and base64 of the signing key. */
  readonly secret: string
  readonly createdAt: Date
  readonly disabled: { readonly reason: DisabledReason; readonly message: string; readonly at: Date } | null
  /** The last event delivered or skipped. */
  readonly cursor: EventId
  /** Failed attempts of the event after the cursor so far (0: none failed). */
  readonly attempts: number
  readonly failingSince: Date | null
  readonly nextAttemptAt: Date
}

/** An attempt to record in the delivery log (its itemId given by the store). */
export type DeliveryAttempt = Omit<WebhookDelivery, "itemId">

/** What a worker holding an endpoint writes back: its new cursor and retry state, and whether it keeps its lease. */
export interface WebhookSettlement {
  readonly cursor: EventId
  readonly attempts: number
  readonly failingSince: Date | null
  readonly nextAttemptAt: Date
  /** Disables the endpoint (the lease ends with it). */
  readonly disabled?: { readonly reason: DisabledReason; readonly message: string; readonly at: Date } | undefined
  /** The lease's new end; null: released. */
  readonly leaseUntil: Date | null
  /** The attempt to log, if one was made. */
  readonly attempt?: DeliveryAttempt | undefined
}

/** The outcome of registering an endpoint: created, or its owner already has the most it may. */
export type WebhookCreateOutcome = { readonly _tag: "Created" } | { readonly _tag: "LimitReached" }

/** The webhook endpoints and their deliveries; every write is atomic and durable before it returns. */
export class WebhookStore extends Context.Service<
  WebhookStore,
  {
    /** Stores a new endpoint unless its owner already has `maxPerOwner`. */
    readonly create: (record: WebhookRecord, maxPerOwner: number) => Effect.Effect<WebhookCreateOutcome>
    /** The owner's endpoints, oldest first. */
    readonly list: (owner: string) => Effect.Effect<ReadonlyArray<WebhookRecord>>
    /** The owner's endpoint with this id. */
    readonly get: (owner: string, id: string) => Effect.Effect<Option.Option<WebhookRecord>>
    /** Deletes the owner's endpoint with this id (and its delivery log); whether there was one. */
    readonly remove: (owner: string, id: string) => Effect.Effect<boolean>
    /** Moves the owner's endpoint's cursor to `after`, re-enabled with no failure and due at `at`; the endpoint after, or none. */
    readonly replay: (
      owner: string,
      id: string,
      after: EventId,
      at: Date
    ) => Effect.Effect<Option.Option<WebhookRecord>>
    /** A page of the endpoint's delivery attempts by itemId. */
    readonly deliveries: (id: string, page: PageRequest) => Effect.Effect<Page<WebhookDelivery>>
    /**
     * Leases to `worker` until `leaseUntil` at most `limit` active endpoints due at `now` (next attempt not later)
     * whose cursor is below `below` and whose lease is free or ended, the longest due first.
     */
    readonly claim: (
      worker: string,
      now: Date,
      leaseUntil: Date,
      limit: number,
      below: EventId
    ) => Effect.Effect<ReadonlyArray<WebhookRecord>>
    /** Writes a worker's settlement of an endpoint it holds (and logs its attempt); false when it no longer holds it (nothing written). */
    readonly settle: (id: string, worker: string, settlement: WebhookSettlement) => Effect.Effect<boolean>
    /** Deletes the delivery attempts made before `before`. */
    readonly pruneDeliveries: (before: Date) => Effect.Effect<void>
  }
>()("zk-api/ports/WebhookStore") {}
