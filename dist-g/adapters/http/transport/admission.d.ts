/**
 * Admission control (docs/operations.md, "Overload"): under overload the transport sheds at the door with a fast 503
 * `ErrOverloaded`, bounding the requests in progress per route class and the queue delay (`queue_delay.ts`). No Effect
 * imports: the transport answers before Effect loads. Hand-written: a counter per class and a timestamp per request;
 * load-shedding libraries (`@fastify/under-pressure`) read the event-loop delay, which misses a kernel-held queue.
 */
import type { ServerResponse } from "node:http";
/** The classes whose work in progress is bounded. */
declare const BOUNDED_CLASSES: readonly ["read", "list", "write"];
type BoundedClass = (typeof BOUNDED_CLASSES)[number];
/** The classes of a request that may be shed: the bounded ones and the event stream (which only checks the queue delay). */
export declare const SHED_CLASSES: readonly ["read", "list", "write", "stream"];
/** Why a request is shed: its class's work in progress was at its bound, or requests have been waiting past the target. */
export declare const SHED_REASONS: readonly ["in_flight", "queue_delay"];
type ShedClass = (typeof SHED_CLASSES)[number];
/** What a request costs, read from its method and path (`exempt`: the always-answered operations). */
type RouteClass = ShedClass | "exempt";
/** The admission bounds. */
export interface AdmissionSettings {
    /** Whether requests are shed at all (`false`: every request is admitted). */
    readonly enabled: boolean;
    /** Requests of each bounded class in progress at most; one more is shed. */
    readonly maxInFlight: Readonly<Record<BoundedClass, number>>;
    /** The target of the queue delay (ms): while requests wait longer for 100 ms, those taken past it in their event-loop turn are shed (`queue_delay.ts`). */
    readonly maxQueueDelayMillis: number;
    /** The `Retry-After` of a shed request (seconds). */
    readonly retryAfterSeconds: number;
}
/** The class of a request by its method and target (`/base/segment?query`). */
export declare function routeClassOf(method: string | undefined, url: string | undefined): RouteClass;
/** A shed request: its class and why. */
export interface Refusal {
    readonly routeClass: ShedClass;
    readonly reason: (typeof SHED_REASONS)[number];
    /** The error message the client reads. */
    readonly message: string;
}
/** Called with each shed request (the metrics count them). */
export type ShedListener = (refusal: Refusal) => void;
/** The admission control of one transport. */
export declare class Admission {
    #private;
    /** Applies `settings`. */
    configure(settings: AdmissionSettings): void;
    /** The `Retry-After` value of a shed request. */
    get retryAfter(): string;
    /** Calls `listener` with each shed request from now on. */
    onShed(listener: ShedListener): void;
    /** Admits the request answered by `response` (counting it until the response closes), or the refusal to answer with. */
    admit(method: string | undefined, url: string | undefined, response: ServerResponse): Refusal | undefined;
}
export {};
