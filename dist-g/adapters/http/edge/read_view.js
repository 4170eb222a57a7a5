/**
 * Read-your-writes over replicas: a GET (or HEAD) reads from a replica that has the batch its `X-Min-Batch`
 * asks for, and the response names the batch it reflects (`X-Last-Batch`). Other methods read the primary.
 */
import { Effect, Result } from "effect";
import { CurrentReadView, readViewOf } from "../../../core/ports/read_view.js";
/** The request header naming the least batch the answer must reflect. */
export const MIN_BATCH_HEADER = "x-min-batch";
/** The response header naming the last batch the answer reflects (at least). */
export const LAST_BATCH_HEADER = "x-last-batch";
/** The request's effect run with the read view its `X-Min-Batch` asks for (GET and HEAD), or failing with the 400 of a bad value. */
export function withReadView(app, request, facts) {
    if (request.method !== "GET" && request.method !== "HEAD")
        return app;
    const view = readViewOf(request.headers[MIN_BATCH_HEADER]);
    // As a defect: the envelope renders a core error carried either way, and the app's error channel is not typed for it.
    if (Result.isFailure(view))
        return Effect.die(view.failure);
    facts.readView = view.success;
    return Effect.provideService(app, CurrentReadView, view.success);
}
