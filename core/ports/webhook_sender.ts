/** The outbound side of webhooks: minting secrets, the node's policy on targets, and sending one signed delivery
 * (Standard Webhooks headers) with its timeouts. */
import { Context, type Effect } from "effect"
import type { EventData, EventType } from "../domain/node_event.ts"

/** A delivery's body as a value: Standard Webhooks' `{type, timestamp, data}`; the sender writes it as JSON. */
export interface DeliveryBody {
  readonly type: EventType
  /** The instant of the attempt, RFC 3339 (the `webhook-timestamp`'s second). */
  readonly timestamp: string
  /** The event's data with its `eventId` first. */
  readonly data: EventData
}

/** One delivery to send. */
export interface OutboundDelivery {
  readonly url: string
  /** `whsec_` and base64 of the signing key. */
  readonly secret: string
  /** The `webhook-id` header: the same on every attempt of one event to one endpoint. */
  readonly messageId: string
  /** The `webhook-timestamp` (unix seconds) the signature covers. */
  readonly timestamp: number
  /** The body: the sender writes it as JSON once and signs and sends exactly those bytes. */
  readonly body: DeliveryBody
}

/** What came of a delivery: the receiver's status, or why none came. */
export interface SendOutcome {
  readonly status: number | null
  readonly error: string | null
  readonly latencyMs: number
}

/** Whether an outcome is an acknowledgement (a 2xx). */
export function acknowledged(outcome: SendOutcome): boolean {
  return outcome.status !== null && outcome.status >= 200 && outcome.status < 300
}

/** The outbound side of webhooks. */
export class WebhookSender extends Context.Service<
  WebhookSender,
  {
    /** A new secret: `whsec_` and base64 of fresh random bytes. */
    readonly newSecret: Effect.Effect<string>
    /** Why a target URL is refused at registration (scheme, credentials, a literal non-global address), or undefined. */
    readonly refusal: (url: string) => string | undefined
    /** Signs and sends one delivery; never fails (a failure is an outcome). */
    readonly send: (delivery: OutboundDelivery) => Effect.Effect<SendOutcome>
  }
>()("zk-api/ports/WebhookSender") {}
