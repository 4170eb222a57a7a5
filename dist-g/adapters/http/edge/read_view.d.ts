/**
 * Read-your-writes over replicas: a GET (or HEAD) reads from a replica that has the batch its `X-Min-Batch`
 * asks for, and the response names the batch it reflects (`X-Last-Batch`). Other methods read the primary.
 */
import { Effect } from "effect";
import type { HttpServerResponse } from "effect/http";
import type { EdgeRequest, RequestFacts } from "./request_context.ts";
/** The request header naming the least batch the answer must reflect. */
export declare const MIN_BATCH_HEADER = "x-min-batch";
/** The response header naming the last batch the answer reflects (at least). */
export declare const LAST_BATCH_HEADER = "x-last-batch";
/** The request's effect run with the read view its `X-Min-Batch` asks for (GET and HEAD), or failing with the 400 of a bad value. */
export declare function withReadView(app: Effect.Effect<HttpServerResponse.HttpServerResponse>, request: EdgeRequest, facts: RequestFacts): Effect.Effect<HttpServerResponse.HttpServerResponse>;
