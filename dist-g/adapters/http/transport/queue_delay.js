/**
 * How long requests wait before the node takes them, estimated per event-loop turn with CoDel's rule for telling a
 * standing queue from a burst (Nichols and Jacobson, "Controlling Queue Delay", 2012); docs/operations.md, "Overload".
 * A request taken `d` ms into a turn has waited at least `d` ms in the kernel's socket buffers, where nothing in the
 * process sees it. Hand-written: Node's event-loop delay histogram measures timers, which such a turn delays only once it ends.
 */
/** CoDel's interval (ms): how long turns must stay past the target before requests are shed, and how long without one ends it. */
const QUEUE_DELAY_INTERVAL_MILLIS = 100;
/** The event loop's turns as the requests taken in them see them. */
export class QueueDelay {
    #targetMillis;
    /** When the current turn took its first request (ms, `performance.now()`); meaningful while `#inTurn`. */
    #turnStart = 0;
    #inTurn = false;
    /** When the current run of turns past the target began, or -1 when the last turn was within it. */
    #aboveSince = -1;
    /** When the last turn past the target ended (ms). */
    #lastAbove = Number.NEGATIVE_INFINITY;
    #endTurn = () => {
        this.#inTurn = false;
        this.#ended(performance.now());
    };
    /** A queue delay with `targetMillis` as its target. */
    constructor(targetMillis) {
        this.#targetMillis = targetMillis;
    }
    /** Notes a request taken now; whether it is to be shed: a standing queue, and this request taken past the target in its turn. */
    excessive() {
        const now = performance.now();
        if (!this.#inTurn) {
            this.#inTurn = true;
            this.#begin(now);
            setImmediate(this.#endTurn);
            return false;
        }
        if (now - this.#turnStart > QUEUE_DELAY_INTERVAL_MILLIS) {
            // A poll phase that never ends (libuv polls again while sockets keep coming): a new turn every interval.
            this.#ended(now);
            this.#begin(now);
            return false;
        }
        return now - this.#turnStart > this.#targetMillis && this.#aboveSince >= 0 &&
            now - this.#aboveSince >= QUEUE_DELAY_INTERVAL_MILLIS;
    }
    #begin(now) {
        this.#turnStart = now;
        if (now - this.#lastAbove >= QUEUE_DELAY_INTERVAL_MILLIS)
            this.#aboveSince = -1;
    }
    #ended(now) {
        if (now - this.#turnStart <= this.#targetMillis)
            return;
        if (this.#aboveSince < 0)
            this.#aboveSince = this.#turnStart;
        this.#lastAbove = now;
    }
}
