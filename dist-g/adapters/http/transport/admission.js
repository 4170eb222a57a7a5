import { QueueDelay } from "./queue_delay.js";
/** The classes whose work in progress is bounded. */
const BOUNDED_CLASSES = ["read", "list", "write"];
/** The classes of a request that may be shed: the bounded ones and the event stream (which only checks the queue delay). */
export const SHED_CLASSES = [...BOUNDED_CLASSES, "stream"];
/** Why a request is shed: its class's work in progress was at its bound, or requests have been waiting past the target. */
export const SHED_REASONS = ["in_flight", "queue_delay"];
/** Admission off: what the transport does until configured. */
const ADMISSION_OFF = {
    enabled: false,
    maxInFlight: { read: Number.POSITIVE_INFINITY, list: Number.POSITIVE_INFINITY, write: Number.POSITIVE_INFINITY },
    maxQueueDelayMillis: Number.POSITIVE_INFINITY,
    retryAfterSeconds: 1
};
/** The last path segments of the list endpoints (each revision's, under any base path). */
const LIST_SEGMENTS = new Set([
    "accounts", "exits", "transactions-pool", "transactions-history", "batches", "slots", "bids", "tokens", "coordinators",
    "balance-history"
]);
/** The last path segments of the operations that are always answered. */
const EXEMPT_SEGMENTS = new Set(["health", "metrics"]);
/** The last path segment of the event stream. */
const STREAM_SEGMENT = "events";
/** The class of a request by its method and target (`/base/segment?query`). */
export function routeClassOf(method, url) {
    const target = url ?? "/";
    const query = target.indexOf("?");
    const path = query < 0 ? target : target.slice(0, query);
    const last = path.slice(path.lastIndexOf("/") + 1);
    if (EXEMPT_SEGMENTS.has(last))
        return "exempt";
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS")
        return "write";
    if (last === STREAM_SEGMENT)
        return "stream";
    return LIST_SEGMENTS.has(last) ? "list" : "read";
}
/** What a client of each class is told. */
function messageOf(routeClass, reason, retryAfterSeconds) {
    const work = { read: "reads", list: "list reads", write: "writes", stream: "event streams" }[routeClass];
    const why = reason === "in_flight" ? `as many ${work} in progress as it takes` : "requests are waiting too long";
    return `the node is overloaded (${why}); retry after ${retryAfterSeconds} s`;
}
/** The admission control of one transport. */
export class Admission {
    #settings = ADMISSION_OFF;
    #inFlight = { read: 0, list: 0, write: 0 };
    /** One release per class, made once, so admitting allocates no closure. */
    #release = {
        read: () => void this.#inFlight.read--,
        list: () => void this.#inFlight.list--,
        write: () => void this.#inFlight.write--
    };
    #queueDelay = undefined;
    #refusals = new Map();
    #listener = undefined;
    /** Applies `settings`. */
    configure(settings) {
        this.#settings = settings;
        this.#refusals = new Map();
        this.#queueDelay = settings.enabled && Number.isFinite(settings.maxQueueDelayMillis)
            ? new QueueDelay(settings.maxQueueDelayMillis)
            : undefined;
    }
    /** The `Retry-After` value of a shed request. */
    get retryAfter() {
        return String(this.#settings.retryAfterSeconds);
    }
    /** Calls `listener` with each shed request from now on. */
    onShed(listener) {
        this.#listener = listener;
    }
    /** Admits the request answered by `response` (counting it until the response closes), or the refusal to answer with. */
    admit(method, url, response) {
        const settings = this.#settings;
        if (!settings.enabled)
            return undefined;
        const routeClass = routeClassOf(method, url);
        if (routeClass === "exempt")
            return undefined;
        if (this.#queueDelay?.excessive() === true)
            return this.#refuse(routeClass, "queue_delay");
        if (routeClass === "stream")
            return undefined;
        if (this.#inFlight[routeClass] >= settings.maxInFlight[routeClass])
            return this.#refuse(routeClass, "in_flight");
        this.#inFlight[routeClass]++;
        response.once("close", this.#release[routeClass]);
        return undefined;
    }
    #refuse(routeClass, reason) {
        const key = `${routeClass} ${reason}`;
        let refusal = this.#refusals.get(key);
        if (refusal === undefined) {
            refusal = { routeClass, reason, message: messageOf(routeClass, reason, this.#settings.retryAfterSeconds) };
            this.#refusals.set(key, refusal);
        }
        this.#listener?.(refusal);
        return refusal;
    }
}
