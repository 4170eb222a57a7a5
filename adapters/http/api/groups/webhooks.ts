/** The Webhooks group: an API key's signed webhook endpoints and their delivery logs, later-revision extensions; every
 * operation requires an API key, declared as the group's security middleware (`ApiKeyAuth`). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { PaginationQuery } from "../../../../core/domain/query_params.ts"
import {
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  WebhookId,
  WebhookPost,
  WebhookReplay,
  Webhooks
} from "../../../../core/domain/webhook.ts"
import { EnvelopeFieldsOf } from "../../../../core/revision/revision_schemas.ts"
import { ApiKeyAuth } from "../api_key_security.ts"
import { Error404 } from "../error_schemas.ts"
import { jsonWrite } from "../json_write.ts"
import { perItems } from "../../edge/route_policy.ts"
import { extensionOperation, markExtension } from "../openapi_extension.ts"
import { AdmissionAnnotation, routePolicy } from "../policy_annotations.ts"
import { getItem } from "../get_item.ts"
import { prose } from "../prose.ts"

/** A page of an endpoint's delivery attempts: the later revision's envelope. */
const WebhookDeliveries = Schema.Struct({
  deliveries: Schema.Array(WebhookDelivery),
  ...EnvelopeFieldsOf.later
}).annotate({ identifier: "WebhookDeliveries" })

/** An operation of the group: an extension of the contract. */
const _extension = markExtension()

/** The rules every operation shares, for its description. */
const OWNERSHIP =
  " Requires an API key (X-API-Key or Authorization: Bearer; 401 ErrInvalidApiKey without a valid one); a key sees and " +
  "changes only the endpoints it registered (another's is a 404). An extension of the contract."

const IdParams = { id: WebhookId }

/** The Webhooks group. */
export const webhooks = HttpApiGroup.make("webhooks")
  .add(
    jsonWrite(
      HttpApiEndpoint.post("createWebhook", "/webhooks", {
        payload: WebhookPost,
        success: WebhookCreated
      }),
      extensionOperation(
        "Register a webhook endpoint",
        prose`Registers a receiver URL for the events GET /events streams, selected by the same filters with the
          same rules and 400s (filters: types, accountIndex, zkEthereumAddress, BJJ, tokenId, txId, each as its
          query-string text), once their batch reaches minFinality (default forged). Deliveries start with the
          events recorded after registration; each is a POST signed the Standard Webhooks way (webhook-id,
          webhook-timestamp, webhook-signature) with the secret answered here, and only here. The URL (valid UTF-8
          without NUL) must be https and resolve to global unicast addresses only (IPv6 within 2000::/3, neither
          6to4 nor IPv4-mapped or -compatible) unless the operator allows private targets; a key has at most the
          operator's number of endpoints, however many registrations arrive at once.${OWNERSHIP}`
      )
    ),
    HttpApiEndpoint.get("listWebhooks", "/webhooks", {
      success: Webhooks
    })
      .annotateMerge(
        extensionOperation(
          "List webhook endpoints",
          prose`The key's endpoints, oldest first, with their state (active, or disabled with its reason and time),
            cursor (the last event id delivered) and retry state; never their secrets.${OWNERSHIP}`
        )
      )
      .annotate(AdmissionAnnotation, "list"),
    getItem(
      "getWebhook",
      "/webhooks/:id",
      IdParams,
      Webhook,
      extensionOperation("Get a webhook endpoint", "One of the key's endpoints." + OWNERSHIP)
    ),
    HttpApiEndpoint.delete("deleteWebhook", "/webhooks/:id", {
      params: IdParams,
      success: Webhook,
      error: Error404
    })
      .annotateMerge(
        extensionOperation(
          "Delete a webhook endpoint",
          prose`Deletes the endpoint and its delivery log, answering it as it was; no delivery to it starts
            afterwards.${OWNERSHIP}`
        )
      )
      .annotate(AdmissionAnnotation, "write"),
    HttpApiEndpoint.get("listWebhookDeliveries", "/webhooks/:id/deliveries", {
      params: IdParams,
      query: Schema.Struct(PaginationQuery),
      success: WebhookDeliveries,
      error: Error404
    })
      .annotateMerge(
        extensionOperation(
          "List an endpoint's delivery attempts",
          prose`Every attempt to deliver to the endpoint (event id, webhook-id, attempt number, time, HTTP status or
            error, latency), paged by itemId like every list; attempts are kept as long as events are.${OWNERSHIP}`
        )
      )
      .annotate(AdmissionAnnotation, "list"),
    jsonWrite(
      HttpApiEndpoint.post("replayWebhook", "/webhooks/:id/replay", {
        params: IdParams,
        payload: WebhookReplay,
        success: Webhook,
        error: Error404
      }),
      extensionOperation(
        "Replay a webhook endpoint from an event",
        prose`Moves the endpoint's cursor to after (an event id the log still keeps; 400 otherwise): every matching
          event after it is delivered again, in order. A disabled endpoint is enabled again.${OWNERSHIP}`
      )
    )
  )
  .middleware(ApiKeyAuth)
  .annotateMerge(
    OpenApi.annotations({
      title: "Webhooks",
      description:
        "Extension of the contract: signed, retried, ordered deliveries of the event stream to a receiver's URL; later revision only"
    })
  )
  // What a key's endpoints show belongs to that key: never stored.
  .annotateMerge(routePolicy({ admission: "read", cost: perItems(), cache: "no-store" }))
