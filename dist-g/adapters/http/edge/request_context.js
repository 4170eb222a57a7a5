/** The facts of one request. */
export class RequestFacts {
    /** The request id (`X-Request-Id`). */
    id;
    /** `performance.now()` when the edge first saw the request. */
    startedAt;
    /** Whether the deadline fired before the response was ready. */
    timedOut = false;
    /** The cause of a 5xx, rendered as text by the error envelope (absent otherwise). */
    failure = undefined;
    /** Who asked, as the request log prints it (`client`): its API key's name or its IP address, set by the rate limiter when on (default: the connection's peer address). */
    client = undefined;
    /** The read view of a GET on a storage with replicas (`read_view.ts`), whose reflected batch becomes `X-Last-Batch`. */
    readView = undefined;
    /** The `RateLimit-Policy` and `RateLimit` values of a limited request (`rate_limit.ts`). */
    rateLimit = undefined;
    constructor(id, startedAt) {
        this.id = id;
        this.startedAt = startedAt;
    }
}
