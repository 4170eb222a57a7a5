/**
 * The node's HTTP application: each mounted revision's routes under its base path, one router, the edge and
 * the request path. It holds its own event hub and metrics, so applications built side by side count and stream apart.
 */
import { Context, Effect, Layer } from "effect";
import { HttpApi, type HttpApiGroup } from "effect/http-api";
import { type Revision } from "../../../core/revision/revision.ts";
import { EventHub } from "../../../core/use_cases/mod.ts";
import { type EdgeOptions } from "../edge/mod.ts";
import { type ApplicationServices, type HandlerTables } from "./handlers.ts";
import { type Pipeline } from "./pipeline.ts";
import { type Route } from "./router.ts";
export { DOCS_PATH, OPENAPI_PATH } from "./api_documents.ts";
export type { ApplicationServices } from "./handlers.ts";
/** Where each revision is served, and what the edge around the endpoints does. */
export interface HttpRoutesOptions {
    /** CORS, compression, caching, deadline, metrics and access log (`edge/mod.ts`; defaults when absent). */
    readonly edge?: EdgeOptions | undefined;
    /** Base path of the later revision: `/` or `/segment…`; absent = `/`; `false` = not served. */
    readonly laterBasePath?: string | false | undefined;
    /** Base path of the earlier revision: `/` or `/segment…`; absent or `false` = not served. */
    readonly earlierBasePath?: string | false | undefined;
    /** The live event stream's limits (`GET /events`): subscribers, buffers, heartbeat, retention (defaults when absent). */
    readonly events?: EventStreamOptions | undefined;
}
/** The live event stream's settings: the hub's, and the bytes a subscriber may have waiting. */
export interface EventStreamOptions extends EventHub.HubOptions {
    /** Bytes a subscriber's connection may have waiting before it is cut with `resync` (default 16 MiB). */
    readonly bufferBytes?: number | undefined;
}
/** A revision served under a base path. */
export interface RevisionMount {
    readonly revision: Revision;
    readonly basePath: string;
}
/** The revisions the options mount (`decisions.md`, Revisions: by default the later at `/`), later first. */
export declare function revisionMounts(options?: HttpRoutesOptions): ReadonlyArray<RevisionMount>;
/** Why the options cannot be served, or undefined when they can. */
export declare function basePathProblem(options?: HttpRoutesOptions): string | undefined;
/** The routes of every endpoint of `api` under `basePath`, each run by its handler in `tables`. */
export declare function endpointRoutes<Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>, basePath: string, tables: HandlerTables): Array<Route>;
/** `/` and the later revision's base path redirect to its `/docs` (the earlier's when only it is served; `docs/api.md`); the earlier's base path keeps its answers. */
export declare function docsRedirects(mounts: ReadonlyArray<RevisionMount>): Array<Route>;
declare const HttpApplication_base: Context.ServiceClass<HttpApplication, "zk-api/adapters/http/HttpApplication", {
    /** The one request path, for any transport. */
    readonly pipeline: Pipeline;
    /** Ends every live event stream (a server that drains runs it first). */
    readonly endStreams: Effect.Effect<void>;
}>;
/** The node's HTTP application: its request path, and what ends its event streams when a server drains. */
export declare class HttpApplication extends HttpApplication_base {
    /** The application shaped by `options`; building it fails (a defect) when `basePathProblem` finds one. */
    static layer(options?: HttpRoutesOptions): Layer.Layer<HttpApplication, never, ApplicationServices>;
}
