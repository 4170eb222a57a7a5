/** The application served on its transport server; shutdown ends event streams, drains, then interrupts fibers and
 * releases storage. */
import { Context, Duration, Effect, Layer, Result, type Scope } from "effect"
import * as NetAddress from "effect/net/NetAddress"
import { counter } from "../../metrics/process_registry.ts"
import { HttpApplication } from "../server/routes.ts"
import type { RequestPath } from "../server/request_path.ts"
import type { IncomingMessage, ServerResponse } from "node:http"
import { MAX_BODY_BYTES } from "../server/api_contract.ts"
import { NodeServerRequest, type ReadFirst, readBodyFirst } from "./node_request.ts"
import { bodyUnread, writeNodeResponse } from "./node_writer.ts"
import { SendWatch } from "./send_watch.ts"
import {
  createTransportServer,
  DEFAULT_SHUTDOWN_TIMEOUT_SECONDS,
  type NodeListener,
  type TransportServer,
  type TransportSettings
} from "./transport_server.ts"

/** Default time the requests in flight get to finish at shutdown. */
const DEFAULT_SHUTDOWN_TIMEOUT = Duration.seconds(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS)

/**
 * A `node:http` request listener serving `path`: a request's body is read (under the transport's stall bound) before
 * it is served, so no route's work waits on a client still sending; an answered request is written, watched by `watch`
 * while its client has not taken it (default: a watch of the default bounds); a client gone aborts its request.
 */
export function nodeListenerOf(path: RequestPath, watch: SendWatch = new SendWatch()): NodeListener {
  const serve = (request: IncomingMessage, response: ServerResponse, body?: ReadFirst): void => {
    const abort = path.serve(new NodeServerRequest(request, undefined, undefined, undefined, body), {
      write: (sent) => writeNodeResponse(request, response, sent, watch),
      drop: () => {
        if (!response.writableEnded) response.destroy()
      }
    })
    if (abort === undefined) return
    response.once("close", () => {
      if (!response.writableEnded) abort()
    })
  }
  return (request, response) => {
    if (!bodyUnread(request)) return serve(request, response)
    readBodyFirst(request, MAX_BODY_BYTES, (read) => {
      if (read !== "gone") serve(request, response, read)
      else if (!response.destroyed) response.destroy()
    })
  }
}

/** The transports serving in this process, whose own answers are read at each scrape (those given while starting count too). */
const servingTransports = new Set<TransportServer>()
/** The own answers of transports no longer serving, by error type. */
const endedTransportsAnswers = new Map<string, number>()

const ownAnswers = counter({
  name: "transport_answers_total",
  help: "Answers the transport gave itself before any route took the request (ErrStarting, ErrShuttingDown, a request without Host or in asterisk-form, what the HTTP parser rejects), by error type, since the process started",
  labelNames: ["type"],
  collect() {
    this.reset()
    for (const [type, count] of endedTransportsAnswers) this.inc({ type }, count)
    for (const transport of servingTransports)
      for (const [type, count] of transport.answerCounts()) this.inc({ type }, count)
  }
})

/** Counts `transport`'s own answers by error type while the scope lasts (and keeps them counted after). */
function countOwnAnswers(transport: TransportServer): Effect.Effect<void, never, Scope.Scope> {
  return Effect.acquireRelease(
    Effect.sync(() => {
      ownAnswers()
      servingTransports.add(transport)
    }),
    () =>
      Effect.sync(() => {
        servingTransports.delete(transport)
        for (const [type, count] of transport.answerCounts())
          endedTransportsAnswers.set(type, (endedTransportsAnswers.get(type) ?? 0) + count)
      })
  )
}

/** The server the application is served on, listening. */
export class ListeningServer extends Context.Service<
  ListeningServer,
  {
    readonly transport: TransportServer
    readonly address: NetAddress.SocketAddress
  }
>()("zk-api/adapters/http/ListeningServer") {}

/** The listening address of the transport, as Effect describes it (a defect when it is not listening). */
function addressOf(transport: TransportServer): Effect.Effect<NetAddress.SocketAddress> {
  const address = transport.server.address()
  if (address === null) return Effect.die(new Error("the server is not listening"))
  if (typeof address === "string") return Effect.succeed(NetAddress.unixPathAddress(address))
  const inet = NetAddress.inetAddressFromIpString(address.address, address.port)
  return Result.isSuccess(inet) ? Effect.succeed(inet.success) : Effect.die(inet.failure)
}

/** The application served on a listening transport; requests in flight get `shutdownTimeout` at shutdown. */
export function servedOn(
  transport: TransportServer,
  shutdownTimeout: Duration.Input = DEFAULT_SHUTDOWN_TIMEOUT
): Layer.Layer<ListeningServer, never, HttpApplication> {
  const millis = Duration.toMillis(Duration.fromInputUnsafe(shutdownTimeout))
  return Layer.effect(
    ListeningServer,
    Effect.gen(function* () {
      const address = yield* addressOf(transport)
      const application = yield* HttpApplication
      // Counted until the drain below has ended (finalizers run last first).
      yield* countOwnAnswers(transport)
      // The event streams end first, then the transport drains; the drain is logged.
      yield* Effect.addFinalizer(() =>
        Effect.gen(function* () {
          yield* application.endStreams
          yield* Effect.logInfo("shutting down: no new connections; waiting for the requests in flight", {
            inFlight: transport.inFlight(),
            shutdownTimeoutSeconds: millis / 1000
          })
          yield* Effect.logInfo("stopped serving", yield* Effect.promise(() => transport.drain(millis)))
        })
      )
      transport.onAnswer(application.recordOwnAnswer)
      transport.serve(nodeListenerOf(application.path, transport.sendWatch))
      return { transport, address }
    })
  )
}

/** A transport server listening on `port` (0: any) while the layer lives, serving the application (a listen failure is a defect). */
export function servedOnPort(
  port: number,
  settings: TransportSettings = {},
  shutdownTimeout: Duration.Input = DEFAULT_SHUTDOWN_TIMEOUT
): Layer.Layer<ListeningServer, never, HttpApplication> {
  const listening = Effect.acquireRelease(
    Effect.promise(async () => {
      const transport = createTransportServer(settings)
      await transport.listen(port)
      return transport
    }),
    (transport) => Effect.promise(() => transport.drain(0))
  )
  return Layer.unwrap(Effect.map(listening, (transport) => servedOn(transport, shutdownTimeout)))
}
