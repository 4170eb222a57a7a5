/**
 * A few long-lived multiplexed read sessions taken in turn, no pool checkout per read, opened lazily. A lost connection
 * retires all of them (an outage takes them all), a session stuck past a deadline alone; the next reads reopen them.
 */
import { PgConnection } from "@effect/sql-pg";
import { Effect } from "effect";
import { SqlError } from "effect/sql/SqlError";
/** Sessions to read on, shared by every read of the process. */
export declare class ReadSessions {
    private readonly slots;
    private readonly config;
    private turn;
    private closed;
    /** `size` sessions (≥ 1) on the server of `config`, opened when first needed. */
    constructor(size: number, config: PgConnection.Config);
    /** How many sessions there are. */
    get size(): number;
    /** The next slot's open session, if it is open. */
    nextOpen(): {
        readonly slot: number;
        readonly session: PgConnection.PgConnection | undefined;
    };
    /** The session of slot `index`, opened (or the opening under way awaited) if need be. */
    open(index: number): Effect.Effect<PgConnection.PgConnection, SqlError>;
    /** Closes every open session (after a lost connection: an outage takes them all); reads reopen them. */
    retireAll(): void;
    /** Closes slot `index`'s session if it is still `session` (one stuck past a deadline); reads reopen it. */
    retire(index: number, session: PgConnection.PgConnection): void;
    /** Closes a slot's session, if open, and gives up its opening under way (it may have started before the connection was lost). */
    private retireSlot;
    /** Closes every session for good. */
    readonly close: Effect.Effect<void>;
}
