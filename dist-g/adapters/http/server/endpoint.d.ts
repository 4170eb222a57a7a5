/**
 * An HttpApi endpoint made runnable: parts decoded with its schemas and parse options in HttpApi's order (path,
 * headers, query, payload), then its handler, without the server builder's per-request wrapper and middleware chain.
 */
import { Context, Effect } from "effect";
import { type HttpServerResponse } from "effect/http";
import { HttpApi, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api";
import { type ServerRequest } from "./request.ts";
/** What a handler is given: the request's decoded parts (those its endpoint declares) and its method (HEAD runs the GET handler). */
export type DecodedRequest = {
    readonly method: string;
} & {
    readonly [Part in "params" | "query" | "payload" | "headers"]?: unknown;
};
/** What the handler of endpoint `E` is given: its decoded parts, typed by its schemas, and the method. */
export type EndpointRequest<E> = Omit<HttpApiEndpoint.Request<E>, "request" | "endpoint" | "group"> & {
    readonly method: string;
};
/** A handler: decoded parts in, a response out (failures are rendered by the handler; defects by the error envelope). */
export type EndpointHandler<Request = DecodedRequest> = (request: Request) => Effect.Effect<HttpServerResponse.HttpServerResponse>;
/** The handlers of one group of a declaration, by endpoint name, each typed by its endpoint's schemas. */
export type GroupHandlers<Group> = {
    readonly [E in HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.Identifier<E>]: EndpointHandler<EndpointRequest<E>>;
};
/** The group named `Name` of a declaration `Api`. */
export type GroupOf<Api, Name extends string> = Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? HttpApiGroup.WithIdentifier<Groups, Name> : never;
/** The router's match of a request: path parameters and the query as the router parsed it. */
export interface Match {
    readonly params: Readonly<Record<string, string | undefined>>;
    readonly searchParams: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>;
}
/** Runs an endpoint for a matched request. */
export type EndpointRunner = (request: ServerRequest, match: Match) => Effect.Effect<HttpServerResponse.HttpServerResponse>;
/** The runner of `endpoint` (in a declaration annotated with `annotations` merged down to the endpoint) over `handler`. */
export declare function endpointRunner(endpoint: HttpApiEndpoint.Top, annotations: Context.Context<never>, handler: EndpointHandler): EndpointRunner;
