/** The application served on its transport server; shutdown ends event streams, drains, then interrupts fibers and releases storage. */
import { Context, Duration, Layer } from "effect";
import * as NetAddress from "effect/net/NetAddress";
import { HttpApplication } from "../server/routes.ts";
import type { Pipeline } from "../server/pipeline.ts";
import { type NodeListener, type TransportServer, type TransportSettings } from "./transport_server.ts";
/** A `node:http` request listener serving `pipeline`: an answered request is written, a client gone aborts its request. */
export declare function nodeListenerOf(pipeline: Pipeline): NodeListener;
declare const ListeningServer_base: Context.ServiceClass<ListeningServer, "zk-api/adapters/http/ListeningServer", {
    readonly transport: TransportServer;
    readonly address: NetAddress.SocketAddress;
}>;
/** The server the application is served on, listening. */
export declare class ListeningServer extends ListeningServer_base {
}
/** The application served on a listening transport; requests in flight get `shutdownTimeout` at shutdown. */
export declare function servedOn(transport: TransportServer, shutdownTimeout?: Duration.Input): Layer.Layer<ListeningServer, never, HttpApplication>;
/** A transport server listening on `port` (0: any) while the layer lives, serving the application (a listen failure is a defect). */
export declare function servedOnPort(port: number, settings?: TransportSettings, shutdownTimeout?: Duration.Input): Layer.Layer<ListeningServer, never, HttpApplication>;
export {};
