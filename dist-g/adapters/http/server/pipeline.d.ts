/**
 * The one request path, transport → router → edge → handler → renderer → writer (docs/architecture.md): one fiber per
 * request, interrupted at the deadline by a native timer rather than a racing fiber; its 503 goes through the edge.
 */
import { type Context, type Scope } from "effect";
import type { Edge, Finished } from "../edge/mod.ts";
import type { ServerRequest } from "./request.ts";
import type { Router } from "./router.ts";
/** What a transport does with the outcome of a request. */
export interface Writer {
    /** Sends the finished response (called at most once). */
    readonly write: (finished: Finished) => void;
    /** The request ended without a response to send (interrupted, or an unexpected defect): drop the exchange. */
    readonly drop: () => void;
}
/** Stops a request whose client went away (nothing once it has finished). */
export type Abort = () => void;
/** The one request path of an application. */
export interface Pipeline {
    /** Serves `request`, handing its outcome to `writer`; returns what aborts it, or undefined when it is already answered. */
    readonly serve: (request: ServerRequest, writer: Writer) => Abort | undefined;
}
/** The pipeline of `router` and `edge`, running request fibers with `services` in `scope`. */
export declare function makePipeline(router: Router, edge: Edge, services: Context.Context<never>, scope: Scope.Scope): Pipeline;
