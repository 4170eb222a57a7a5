/** The handlers of `/webhooks`: each first authenticates the request's API key against the key store (rate limits on or
 * off), answering 401 `ErrInvalidApiKey` without a valid one, then runs the use case as that key. */
import { Context, Effect, Option } from "effect"
import type { HttpServerResponse } from "effect/http"
import { Webhook, WebhookCreated, WebhookDelivery, Webhooks as WebhooksList } from "../../../core/domain/webhook.ts"
import { API_KEY_TEXT, ApiKeyStore } from "../../../core/ports/api_keys.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import { pageRequest } from "../../../core/use_cases/page_request.ts"
import { Webhooks } from "../../../core/use_cases/mod.ts"
import type { Api } from "../api/api.ts"
import { apiKeyDigest, presentedKey } from "../edge/rate_limit.ts"
import { errorResponse } from "../errors/error_response.ts"
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
type WebhookServices = ApiKeyStore | WebhookStore | WebhookSender | AccountStore | EventLog | WallClock

const INVALID_KEY = { "www-authenticate": 'Bearer realm="zk-node", error="invalid_token"' }

/** The webhooks group's handlers over `services`, a key registering at most `maxPerKey` endpoints. */
export function webhookHandlers(
  revision: Revision,
  respond: Responder<WebhookServices>,
  services: Context.Context<WebhookServices>,
  maxPerKey: number | undefined
): GroupHandlers<GroupOf<Api<"later">, "webhooks">> {
  const keys = Context.get(services, ApiKeyStore)
  const refuse = () =>
    errorResponse(
      401,
      "ErrInvalidApiKey",
      "this operation needs a valid API key (X-API-Key or Authorization: Bearer)",
      INVALID_KEY
    )

  /** Runs `run` as the key the headers present, or answers 401. */
  const asKey = (
    headers: { readonly "x-api-key"?: string; readonly authorization?: string },
    run: (owner: string) => Effect.Effect<HttpResponse, DeclaredError>
  ) => {
    const text = presentedKey(headers)
    if (text === undefined || !API_KEY_TEXT.test(text)) return Effect.succeed(refuse())
    return Effect.flatMap(keys.findByDigest(apiKeyDigest(text)), (found) =>
      Option.isNone(found) || Option.isSome(found.value.revokedAt) ? Effect.succeed(refuse()) : run(found.value.id)
    )
  }

  const created = resource(WebhookCreated)
  const webhook = resource(Webhook)
  const webhooks = resource(WebhooksList)
  const deliveriesPage = listPage(revision, "deliveries", WebhookDelivery)

  return {
    createWebhook: ({ headers, payload }) =>
      asKey(headers, (owner) => respond(Webhooks.create(owner, payload, maxPerKey), created)),
    listWebhooks: ({ headers }) => asKey(headers, (owner) => respond(Webhooks.list(owner), webhooks)),
    getWebhook: ({ headers, params }) => asKey(headers, (owner) => respond(Webhooks.get(owner, params.id), webhook)),
    deleteWebhook: ({ headers, params }) =>
      asKey(headers, (owner) => respond(Webhooks.remove(owner, params.id), webhook)),
    listWebhookDeliveries: ({ headers, params, query }) =>
      asKey(headers, (owner) => respond(Webhooks.deliveries(owner, params.id, pageRequest(query)), deliveriesPage)),
    replayWebhook: ({ headers, params, payload }) =>
      asKey(headers, (owner) => respond(Webhooks.replay(owner, params.id, payload.after), webhook))
  }
}
