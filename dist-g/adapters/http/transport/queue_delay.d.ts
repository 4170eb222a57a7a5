/**
 * How long requests wait before the node takes them, estimated per event-loop turn with CoDel's rule for telling a
 * standing queue from a burst (Nichols and Jacobson, "Controlling Queue Delay", 2012); docs/operations.md, "Overload".
 * A request taken `d` ms into a turn has waited at least `d` ms in the kernel's socket buffers, where nothing in the
 * process sees it. Hand-written: Node's event-loop delay histogram measures timers, which such a turn delays only once it ends.
 */
/** The event loop's turns as the requests taken in them see them. */
export declare class QueueDelay {
    #private;
    /** A queue delay with `targetMillis` as its target. */
    constructor(targetMillis: number);
    /** Notes a request taken now; whether it is to be shed: a standing queue, and this request taken past the target in its turn. */
    excessive(): boolean;
}
