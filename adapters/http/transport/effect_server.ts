/**
 * Effect's `HttpServer` over the transport server (`transport_server.ts`), for
 * `HttpRouter.serve`: serving an application turns it into the transport's request listener
 * (`NodeHttpServer.makeHandler`, so requests run exactly as on Effect's own Node server) and
 * moves the transport from "starting" to "serving". When the serving scope closes (SIGTERM,
 * SIGINT, the end of a test), the transport drains: it stops accepting, lets the requests in
 * flight finish up to `shutdownTimeout` (the drain hooks, `drain_hooks.ts`, run first), destroys the connections left, and only then are the
 * remaining request fibers interrupted and the layers below (the storage) released. The drain is
 * logged: requests in flight, drained and cut.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Duration, Effect, Layer, Result, Scope } from "effect"
import { HttpServer } from "effect/http"
import { ServeError } from "effect/http/HttpServerError"
import * as NetAddress from "effect/net/NetAddress"
import { FastRoutes } from "../fast_lane/fast_routes.ts"
import { DrainHooks } from "./drain_hooks.ts"
import { makeFastLane } from "../fast_lane/fast_lane.ts"
import { createTransportServer, type TransportServer, type TransportSettings } from "./transport_server.ts"

/** Default time the requests in flight get to finish at shutdown. */
export const DEFAULT_SHUTDOWN_TIMEOUT = Duration.seconds(10)

/** The listening address of the transport, as Effect describes it. */
function addressOf(transport: TransportServer): Effect.Effect<NetAddress.SocketAddress, ServeError> {
  const address = transport.server.address()
  if (address === null) return Effect.fail(new ServeError({ cause: new Error("the server is not listening") }))
  if (typeof address === "string") return Effect.succeed(NetAddress.unixPathAddress(address))
  const inet = NetAddress.inetAddressFromIpString(address.address, address.port)
  return Result.isSuccess(inet)
    ? Effect.succeed(inet.success)
    : Effect.fail(new ServeError({ cause: inet.failure }))
}

/** Runs the drain hooks, then drains the transport, logging what it did. */
function drainLogged(transport: TransportServer, timeout: Duration.Duration, hooks: ReadonlyArray<Effect.Effect<void>>): Effect.Effect<void> {
  return Effect.gen(function*() {
    for (const hook of hooks) yield* hook
    const millis = Duration.toMillis(timeout)
    yield* Effect.logInfo("shutting down: no new connections; waiting for the requests in flight", {
      inFlight: transport.inFlight(),
      shutdownTimeoutSeconds: millis / 1000
    })
    const report = yield* Effect.promise(() => transport.drain(millis))
    yield* Effect.logInfo("stopped serving", report)
  })
}

/** Effect's `HttpServer` over a listening transport server; requests in flight get `shutdownTimeout` at shutdown. */
export function transportHttpServer(
  transport: TransportServer,
  shutdownTimeout: Duration.Input = DEFAULT_SHUTDOWN_TIMEOUT
): Layer.Layer<HttpServer.HttpServer, ServeError> {
  const timeout = Duration.fromInputUnsafe(shutdownTimeout)
  return Layer.effect(
    HttpServer.HttpServer,
    Effect.gen(function*() {
      const address = yield* addressOf(transport)
      // Filled by the routes while the application is built; read when it is served.
      const fastRoutes = yield* Effect.serviceOption(FastRoutes)
      const drainHooks = yield* Effect.serviceOption(DrainHooks)
      return HttpServer.make({
        address,
        serve: (httpApp, middleware) =>
          Effect.gen(function*() {
            const serveScope = yield* Effect.scope
            const requestScope = Scope.forkUnsafe(serveScope, "parallel")
            const listener = yield* NodeHttpServer.makeHandler(httpApp, { middleware, scope: requestScope })
            // A server-wide middleware (Effect's own request logger) would not see the fast lane's requests: none then.
            const fastLane = middleware !== undefined || fastRoutes._tag === "None"
              ? undefined
              : makeFastLane(fastRoutes.value, yield* Effect.context<never>(), requestScope)
            const hooks = drainHooks._tag === "Some" ? drainHooks.value.hooks : []
            yield* Scope.addFinalizer(serveScope, drainLogged(transport, timeout, hooks))
            transport.serve(listener, fastLane)
          })
      })
    })
  )
}

/**
 * A transport server created and listening on `port` (0: any free port) when the layer is built,
 * drained when it is released, as Effect's `HttpServer` (a listen failure is a `ServeError`).
 */
export function listeningHttpServer(
  port: number,
  settings: TransportSettings = {},
  shutdownTimeout: Duration.Input = DEFAULT_SHUTDOWN_TIMEOUT
): Layer.Layer<HttpServer.HttpServer, ServeError> {
  return Layer.unwrap(
    Effect.map(
      Effect.acquireRelease(
        Effect.tryPromise({
          try: async () => {
            const transport = createTransportServer(settings)
            await transport.listen(port)
            return transport
          },
          catch: (cause) => new ServeError({ cause })
        }),
        (transport) => Effect.promise(() => transport.drain(0))
      ),
      (transport) => transportHttpServer(transport, shutdownTimeout)
    )
  )
}
