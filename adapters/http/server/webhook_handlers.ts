/** The handlers of `/webhooks`: each runs its use case as the `ApiKeyHolder` the group's security middleware
 * (`ApiKeyAuth`, `api_key_auth.ts`) authenticated; a request without a valid key never reaches them. */
import { Effect } from "effect"
import type { HttpServerResponse } from "effect/http"
import { Webhook, WebhookCreated, WebhookDelivery, Webhooks as WebhooksList } from "../../../core/domain/webhook.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import { pageRequest } from "../../../core/use_cases/page_request.ts"
import { Webhooks } from "../../../core/use_cases/mod.ts"
import type { Api } from "../api/api.ts"
import { ApiKeyHolder } from "../api/api_key_security.ts"
import type { GroupHandlers, GroupOf } from "./served_api.ts"
import type { AccountStore } from "../../../core/ports/account_store.ts"
import type { WallClock } from "../../../core/ports/clock.ts"
import type { EventLog } from "../../../core/ports/event_log.ts"
import type { WebhookSender } from "../../../core/ports/webhook_sender.ts"
import type { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { listPage, resource } from "../rendering/render.ts"
import type { Responder } from "./respond.ts"
import type { DeclaredError } from "../api/error_schemas.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

/** What the handlers run on. */
type WebhookServices = WebhookStore | WebhookSender | AccountStore | EventLog | WallClock

/** Runs `run` as the key the request was authenticated by (its id owns the endpoints). */
function asHolder(
  run: (owner: string) => Effect.Effect<HttpResponse, DeclaredError>
): Effect.Effect<HttpResponse, DeclaredError, ApiKeyHolder> {
  return Effect.flatMap(Effect.service(ApiKeyHolder), (holder) => run(holder.keyId))
}

/** The webhooks group's handlers over `services`, a key registering at most `maxPerKey` endpoints. */
export function webhookHandlers(
  revision: Revision,
  respond: Responder<WebhookServices>,
  maxPerKey: number | undefined
): GroupHandlers<GroupOf<Api<"later">, "webhooks">> {
  const created = resource(WebhookCreated)
  const webhook = resource(Webhook)
  const webhooks = resource(WebhooksList)
  const deliveriesPage = listPage(revision, "deliveries", WebhookDelivery)

  return {
    createWebhook: ({ payload }) => asHolder((owner) => respond(Webhooks.create(owner, payload, maxPerKey), created)),
    listWebhooks: () => asHolder((owner) => respond(Webhooks.list(owner), webhooks)),
    getWebhook: ({ params }) => asHolder((owner) => respond(Webhooks.get(owner, params.id), webhook)),
    deleteWebhook: ({ params }) => asHolder((owner) => respond(Webhooks.remove(owner, params.id), webhook)),
    listWebhookDeliveries: ({ params, query }) =>
      asHolder((owner) => respond(Webhooks.deliveries(owner, params.id, pageRequest(query)), deliveriesPage)),
    replayWebhook: ({ params, payload }) =>
      asHolder((owner) => respond(Webhooks.replay(owner, params.id, payload.after), webhook))
  }
}
