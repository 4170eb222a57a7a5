/**
 * The error envelope: a core error, failure or defect (storage raises `Unavailable` as a defect), gets its status from
 * `core_errors.ts`; anything else is a logged 500 `ErrInternal`, never returned. An interruption stays one.
 */
import { Effect } from "effect";
import type { HttpServerResponse } from "effect/http";
import type { RequestFacts } from "./request_context.ts";
/** `effect` with every failure and defect answered with the error shape; `facts` receive a 5xx's cause. */
export declare function enveloped<E>(effect: Effect.Effect<HttpServerResponse.HttpServerResponse, E>, facts: RequestFacts): Effect.Effect<HttpServerResponse.HttpServerResponse>;
