/**
 * Every route of every mounted revision in one `FindMyWay` table, HEAD as GET. Unrouted requests: 400 for a
 * path that is not valid percent-encoded UTF-8, 405 with `Allow` when the path has other methods, else 404.
 */
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import type { EndpointRunner, Match } from "./endpoint.ts";
/** A route: a method, a router path (`/v1/accounts/:accountIndex`) and what runs it. */
export interface Route {
    readonly method: string;
    readonly path: string;
    readonly run: EndpointRunner;
}
/** A request's route and the router's match of it. */
export interface Routed extends Match {
    readonly route: Route;
}
/** The router over a set of routes. */
export interface Router {
    /** The route a request takes (HEAD as GET), with its parameters and query. */
    readonly find: (method: string, url: string) => Routed | undefined;
    /** The answer to a request no route takes: 400, 405 or 404. */
    readonly unrouted: (method: string, url: string) => HttpServerResponse.HttpServerResponse;
    /** The route template (base path included) labelling a request's log line, metrics and caching; a preflight takes its GET's or POST's. */
    readonly templateOf: (method: string, url: string) => string | undefined;
}
/** The router of `routes`. */
export declare function makeRouter(routes: ReadonlyArray<Route>): Router;
/** A route answering GET with a fixed response, computed on first use (the OpenAPI document, the docs page). */
export declare function staticRoute(path: string, response: Effect.Effect<HttpServerResponse.HttpServerResponse>): Route;
/** `target` as a reference relative to the path `from` (both absolute): `/v2/docs` from `/` is `v2/docs`, and from `/v2` too. */
export declare function relativeReference(from: string, target: string): string;
/** A route answering GET (and HEAD) at `path` with a 302 to `target`, its `Location` relative so a proxy's prefix is kept. */
export declare function redirectRoute(path: string, target: string): Route;
