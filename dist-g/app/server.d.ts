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
import { Duration, Layer } from "effect";
import { HttpApplication, type HttpRoutesOptions } from "../adapters/http/server/routes.ts";
export { ListeningServer } from "../adapters/http/transport/serving.ts";
import type { AdmissionSettings, TransportServer } from "../adapters/http/transport/transport_server.ts";
import { type WebHandler } from "../adapters/http/transport/web_handler.ts";
import type { WallClock } from "../core/ports/clock.ts";
import type { Ledger } from "../core/ports/ledger.ts";
import type { NetworkSettings } from "../core/ports/network_settings.ts";
import type { StoragePorts } from "../core/ports/storage_ports.ts";
/** What the HTTP application needs from its storage: every storage port but the ledger, the wall clock and the network settings. */
export type StorageServices = Exclude<StoragePorts, Ledger> | WallClock | NetworkSettings;
/** Options of the served application: where each revision is served (`laterBasePath`, `earlierBasePath`), the edge, the port or transport, the shutdown drain. */
export interface ServerOptions extends HttpRoutesOptions {
    /** TCP port (0 = any free port; the default); ignored when `transport` is given. */
    readonly port?: number | undefined;
    /** A transport server already listening (the server entry listens before it builds the application); default: one created on `port`. */
    readonly transport?: TransportServer | undefined;
    /** How long the requests in flight may finish at shutdown before their connections are cut (default 10 s). */
    readonly shutdownTimeout?: Duration.Input | undefined;
    /** Admission control's bounds (`adapters/http/transport/admission.ts`; default off). */
    readonly admission?: AdmissionSettings | undefined;
}
/** The HTTP application (routes, handlers, OpenAPI, docs, edge) over `storage`, with the crypto adapter's signature verifier. */
export declare function httpApp<E, R>(storage: Layer.Layer<StorageServices, E, R>, options?: HttpRoutesOptions): Layer.Layer<HttpApplication, E, R>;
/**
 * The HTTP application served by the node's transport server (`ListeningServer` gives its
 * address). The server listens before the application is built and answers 503 `ErrStarting`
 * until it is; releasing the layer drains the requests in flight (up to `shutdownTimeout`)
 * before the storage is released.
 */
export declare function serverLayer<E, R>(storage: Layer.Layer<StorageServices, E, R>, options?: ServerOptions): Layer.Layer<import("../adapters/http/transport/serving.ts").ListeningServer, E, R>;
/** The HTTP application as a fetch-style handler (`handler(request)`; `dispose()` when done). */
export declare function webHandler<E>(storage: Layer.Layer<StorageServices, E>, options?: HttpRoutesOptions): {
    readonly handler: WebHandler;
    readonly dispose: () => Promise<void>;
};
