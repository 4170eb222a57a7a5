/**
 * The whole HTTP application as Layers over a storage layer, shared by `app/main.ts`, the tests
 * and the embedding entry: `httpApp` (the routes of every mounted revision, their handlers and
 * the error envelope, with the storage provided), `serverLayer` (that app served by the node's
 * transport server, `adapters/http/transport/`: listening before the app is built and answering
 * 503 `ErrStarting` until it is, edge errors with the error shape, a drain of the requests in
 * flight at shutdown) and `webHandler` (a fetch-style handler over the same app).
 *
 * The storage layer must provide every storage port, the wall clock and the network settings;
 * signatures are checked by the crypto adapter (`SignatureVerifierCrypto`). When
 * something else (the devnet, a coordinator) writes through the Ledger, it must write to the same
 * storage instance: seed inside the storage layer, or build the storage once and pass it as a
 * context layer.
 */
import { Duration, Effect, Layer, ManagedRuntime } from "effect";
import { SignatureVerifierCrypto } from "../adapters/crypto/mod.js";
import { resolveEdgeOptions } from "../adapters/http/edge/mod.js";
import { HttpApplication } from "../adapters/http/server/routes.js";
import { servedOn, servedOnPort } from "../adapters/http/transport/serving.js";
export { ListeningServer } from "../adapters/http/transport/serving.js";
import { webHandlerOf } from "../adapters/http/transport/web_handler.js";
/** The HTTP application (routes, handlers, OpenAPI, docs, edge) over `storage`, with the crypto adapter's signature verifier. */
export function httpApp(storage, options = {}) {
    return HttpApplication.layer(options).pipe(Layer.provide(SignatureVerifierCrypto.layer), Layer.provide(storage));
}
/** The transport's settings: the edge's request deadline and CORS origins, and admission control's bounds. */
function transportSettings(options) {
    const edge = resolveEdgeOptions(options.edge);
    return { requestTimeoutMillis: Duration.toMillis(edge.requestTimeout), corsOrigins: edge.corsOrigins, admission: options.admission };
}
/**
 * The HTTP application served by the node's transport server (`ListeningServer` gives its
 * address). The server listens before the application is built and answers 503 `ErrStarting`
 * until it is; releasing the layer drains the requests in flight (up to `shutdownTimeout`)
 * before the storage is released.
 */
export function serverLayer(storage, options = {}) {
    const settings = transportSettings(options);
    const transport = options.transport;
    const served = transport === undefined
        ? servedOnPort(options.port ?? 0, settings, options.shutdownTimeout)
        : Layer.unwrap(Effect.sync(() => {
            transport.configure(settings);
            return servedOn(transport, options.shutdownTimeout);
        }));
    return served.pipe(Layer.provide(httpApp(storage, options)));
}
/** The HTTP application as a fetch-style handler (`handler(request)`; `dispose()` when done). */
export function webHandler(storage, options = {}) {
    const runtime = ManagedRuntime.make(httpApp(storage, options));
    const handler = runtime.runPromise(Effect.gen(function* () {
        const application = yield* HttpApplication;
        return webHandlerOf(application.pipeline);
    }));
    return {
        handler: (request) => handler.then((serve) => serve(request)),
        dispose: () => runtime.dispose()
    };
}
