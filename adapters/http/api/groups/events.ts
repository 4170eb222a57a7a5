/** The Events group: `GET /events`, a resumable Server-Sent Events stream (an extension, later revision only). */
import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { HistoryTransaction } from "../../../../core/domain/history_transaction.ts"
import {
  BatchFinalized,
  BatchForged,
  EventId,
  PoolStateChange,
  Reorg,
  Resync
} from "../../../../core/domain/node_event.ts"
import { EventIdParam } from "../../../../core/domain/query_params.ts"
import { SubscribeQuery } from "../../../../core/domain/event_subscription.ts"
import { Error503 } from "../error_schemas.ts"
import { fixedCost } from "../../edge/route_policy.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { routePolicy } from "../policy_annotations.ts"
import { prose } from "../prose.ts"

/** An SSE `id` field: the event id in decimal digits. */
const SseId = Schema.String.pipe(
  Schema.decodeTo(EventId, SchemaTransformation.transform({ decode: (s) => Number(s), encode: (n) => String(n) }))
)

/** One kind of SSE event: its name, its id (absent on a final `resync`) and its data as JSON. */
function sseEvent<const Name extends string, S extends Schema.Top>(name: Name, data: S, identifier: string) {
  return Schema.Struct({
    event: Schema.Literal(name),
    id: Schema.optional(SseId),
    data: Schema.fromJsonString(data)
  }).annotate({ identifier })
}

/** Every event the stream carries, as the typed client decodes it. */
export const NodeEventSse = Schema.Union([
  sseEvent("batch", BatchForged, "BatchSseEvent"),
  sseEvent("transaction", HistoryTransaction, "TransactionSseEvent"),
  sseEvent("pool", PoolStateChange, "PoolSseEvent"),
  sseEvent("reorg", Reorg, "ReorgSseEvent"),
  sseEvent("l1", HistoryTransaction, "L1SseEvent"),
  sseEvent("finalized", BatchFinalized, "FinalizedSseEvent"),
  sseEvent("resync", Resync, "ResyncSseEvent")
]).annotate({ identifier: "NodeEvent" })
export type NodeEventSse = typeof NodeEventSse.Type

/** The Events group: the live event stream. */
export const events = HttpApiGroup.make("events")
  .add(
    HttpApiEndpoint.get("subscribeEvents", "/events", {
      query: SubscribeQuery,
      // Sent by browsers' EventSource when they reconnect.
      headers: Schema.Struct({
        "last-event-id": Schema.optionalKey(
          EventIdParam.annotate({ description: "Resume after this event id (wins over the after query parameter)" })
        )
      }),
      success: HttpApiSchema.StreamSse({ events: NodeEventSse }),
      error: Error503
    }).annotateMerge(
      extensionOperation(
        "Stream live events",
        prose`Server-Sent Events (text/event-stream): batch (a forged batch with its counts), transaction (a forged
          transaction, as GET /transactions-history/{id} shows it), pool (a pool transaction's state change), reorg
          (the chain was rolled back to batchNum: everything after it is void), l1 (an L1 user transaction queued),
          finalized (a batch's L1 block is FINALITY_CONFIRMATIONS deep: it is final). Every event has a durable,
          strictly increasing id: send it back as Last-Event-ID (or ?after=) to replay everything after it, then
          continue live, with no gap and no duplicate. Without either, the stream starts live. When the stream cannot
          continue without a gap it sends resync (expired: the events after your id are no longer kept; unknown: your
          id is newer than every event; overflow: you read too slowly, and the stream ends) with the id to resume
          after. Filters (accountIndex, zkEthereumAddress, BJJ, tokenId, txId) follow the history's rules and select
          the transaction, l1 and pool events involving them, on either side; batch and reorg events concern everyone
          and pass them; types selects kinds. minFinality=finalized holds back a batch's batch, transaction and pool
          events until it is final and delivers them, without ids of their own, just before its finalized event (a cut
          inside such a group replays the group). Heartbeat comments keep the connection open. 503
          ErrTooManySubscribers past the node's limit; 429 ErrTooManyRequests (with Retry-After) past the client's
          share of it (its API key, else its address: an IPv6 address by its /64), at least one stream. On a node that
          limits rates, the stream is charged its replay's bytes and its opening cost again every window of the
          client's tier while it stays open; once the client's budget is spent it ends, and reconnecting is a 429
          until the window resets. An extension of the contract.`
      )
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Events",
      description:
        "Extension of the contract: a resumable, reorg-aware stream of what the node records; later revision only"
    })
  )
  // Bounded by its own subscriber limit (admission sheds it only while another class sheds for demand); it costs its connection.
  .annotateMerge(routePolicy({ admission: "stream", cost: fixedCost("stream"), cache: "no-store" }))
