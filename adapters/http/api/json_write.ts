/** The declaration of a write, which every POST and PUT shares: its JSON body read by `JsonBody`, its documentation, and
 * the write's route policy. */
import type { Context, Schema } from "effect"
import type { HttpMethod } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { JsonBody } from "./error_schemas.ts"
import { POST_WRITE } from "./policy_annotations.ts"

/** `endpoint` as a write: its body a JSON document (`JsonBody`: 413 when too large, 415 when not JSON), documented by
 * `annotations`, admitted as a write, costing a POST and never stored. */
export function jsonWrite<
  Name extends string,
  Method extends HttpMethod.HttpMethod,
  Path extends string,
  Params extends Schema.Top,
  Query extends Schema.Top,
  Payload extends Schema.Top,
  Headers extends Schema.Top,
  Success extends Schema.Top,
  Error extends Schema.Top,
  Middleware,
  Services
>(
  endpoint: HttpApiEndpoint.HttpApiEndpoint<
    Name,
    Method,
    Path,
    Params,
    Query,
    Payload,
    Headers,
    Success,
    Error,
    Middleware,
    Services
  >,
  annotations: Context.Context<never>
) {
  return endpoint.middleware(JsonBody).annotateMerge(annotations).annotateMerge(POST_WRITE)
}
