/**
 * The `send` command as one Effect: parse the command line, resolve the transaction against the
 * node (through the typed client, `node_api.ts`; the nonce is the node's next one unless given,
 * the fee selector the node's quote unless given, saying so on stderr), sign it with the devnet
 * wallet's key, POST it to `/transactions-pool`, print its id, then follow it and print each
 * state until it is forged or discarded — through the node's live events,
 * subscribed to before the POST so no state is missed, or by polling a node that does not serve
 * them (`watch_transaction.ts`). A node that answers 503 or 429 with `Retry-After` (starting, draining,
 * over a rate limit) is waited for, saying so, a bounded number of times (`retrying_fetch.ts`). With `--dry-run` it POSTs with
 * `dryRun=true` instead, prints what the node would do (id, state, the sender's next nonce) and
 * stops: nothing is stored. It never fails: every problem is printed and turned into the exit
 * status (0 forged, sent with --no-wait, or accepted by a dry run; 1 rejected, discarded, timed
 * out or an error; 2 bad usage).
 */
import { Duration, Effect } from "effect";
import { type Fetch } from "./node_api.ts";
import { type RetryOptions } from "./retrying_fetch.ts";
/** Where the command talks to and prints. */
export interface SendEnvironment {
    readonly fetch: Fetch;
    /** Prints a line of normal output. */
    readonly print: (line: string) => void;
    /** Prints a line about a problem. */
    readonly printError: (line: string) => void;
    /** Time between two polls of the transaction's state, when the node does not serve its events (default 1 s). */
    readonly pollInterval?: Duration.Input | undefined;
    /** How answers with `Retry-After` (503, 429) are retried (`retrying_fetch.ts`; its defaults when absent). */
    readonly retry?: Omit<RetryOptions, "onWait"> | undefined;
}
/** Exit statuses: forged, sent with --no-wait, or accepted by a dry run. */
export declare const EXIT_OK = 0;
/** The node rejected the transaction, it was discarded or not forged in time, or something failed. */
export declare const EXIT_FAILED = 1;
/** The command line is wrong. */
export declare const EXIT_USAGE = 2;
/** Runs `npm run send -- <argv>`; returns the exit status (never fails). */
export declare function runSend(argv: ReadonlyArray<string>, env: SendEnvironment): Effect.Effect<number>;
