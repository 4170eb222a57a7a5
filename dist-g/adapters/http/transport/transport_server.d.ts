import { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type AdmissionSettings, type ShedListener } from "./admission.ts";
export type { AdmissionSettings } from "./admission.ts";
/** A `node:http` request listener (the application's, `serving.ts` `nodeListenerOf`). */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;
/** Where the server is in its life. */
export type TransportPhase = "starting" | "serving" | "stopping" | "stopped";
/** What the configuration sets on the transport (each absent field keeps its value). */
export interface TransportSettings {
    /** The request deadline (ms), which Node's header and request timeouts follow (default 30 s). */
    readonly requestTimeoutMillis?: number | undefined;
    /** Origins whose pages may read the transport's own answers (default none, until configured). */
    readonly corsOrigins?: ReadonlyArray<string> | undefined;
    /** The admission bounds (default off, until configured). */
    readonly admission?: AdmissionSettings | undefined;
}
/** How a drain ended: requests in flight when it began, how many finished, how many were still running at the deadline. */
export interface DrainReport {
    readonly inFlight: number;
    readonly drained: number;
    readonly cut: number;
    readonly millis: number;
}
/** Node's timeouts for a request deadline of `deadlineMillis`: headers by the deadline, the body a grace second later. */
export declare function nodeTimeouts(deadlineMillis: number): {
    readonly headersTimeout: number;
    readonly requestTimeout: number;
};
/** The server, its state and its controls. */
export declare class TransportServer {
    #private;
    /** The Node server (to read its address, or for tests). */
    readonly server: Server;
    /** Creates the server (not yet listening), in the starting state. */
    constructor(settings?: TransportSettings);
    /** Where the server is in its life. */
    phase(): TransportPhase;
    /** Requests the application is answering. */
    inFlight(): number;
    /** Starts listening on `port` (0: any free port) and `host` (default: every address); resolves with the bound address. */
    listen(port: number, host?: string): Promise<AddressInfo>;
    /** Applies the configuration. */
    configure(settings: TransportSettings): void;
    /** Calls `listener` with each request shed by admission control (the metrics count them). */
    onShed(listener: ShedListener): void;
    /** Sends every further request to `listener`: the application is ready. */
    serve(listener: NodeListener): void;
    /** Stops accepting, lets requests finish for up to `millis`, destroys the rest and waits for the close (once; later calls share the report). */
    drain(millis: number): Promise<DrainReport>;
}
/** Creates the server (not yet listening), in the starting state. */
export declare function createTransportServer(settings?: TransportSettings): TransportServer;
