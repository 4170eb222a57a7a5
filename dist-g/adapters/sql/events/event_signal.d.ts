/**
 * The event log's in-process doorbell, rung after commits that appended events. Sliding: a slow listener sees
 * at least the last ring (a wake-up means "read the log", not "one more event").
 */
import { Context, Effect, Layer, Stream } from "effect";
declare const EventSignal_base: Context.ServiceClass<EventSignal, "zk-api/adapters/sql/EventSignal", {
    /** Rings the doorbell (after the commit). */
    readonly ring: Effect.Effect<void>;
    /** A ring per wake-up, from the moment the stream is run. */
    readonly rung: Stream.Stream<void>;
}>;
/** The doorbell rung after every commit of this process that appended events. */
export declare class EventSignal extends EventSignal_base {
}
/** A fresh doorbell, closed with the layer. */
export declare const layer: Layer.Layer<EventSignal>;
export {};
