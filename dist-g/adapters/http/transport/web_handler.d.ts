import type { Pipeline } from "../server/pipeline.ts";
/** A fetch-style handler. */
export type WebHandler = (request: Request) => Promise<Response>;
/** A fetch-style handler serving `pipeline`. */
export declare function webHandlerOf(pipeline: Pipeline): WebHandler;
