/** A webhook endpoint record for the dispatcher's tests: owned by `key_test`, enabled, its cursor at `cursor`. */
import { EventId } from "../../../core/domain/node_event.ts"
import type { WebhookRecord } from "../../../core/ports/webhook_store.ts"

/** An endpoint `id` with its cursor at `cursor`, delivering events once they reach `minFinality`. */
export function webhookEndpoint(id: string, cursor: number, minFinality: WebhookRecord["minFinality"]): WebhookRecord {
  return {
    id,
    owner: "key_test",
    url: `https://receiver.example/${id}`,
    filters: {},
    minFinality,
    secret: "whsec_AAAA",
    createdAt: new Date(),
    disabled: null,
    cursor: EventId.make(cursor),
    attempts: 0,
    failingSince: null,
    nextAttemptAt: new Date(0)
  }
}
