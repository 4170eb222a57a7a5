/**
 * A start that fails, said in one line: the root cause (the innermost error of the failure's
 * chain, where PostgreSQL's own words are: `database "x" does not exist`) and, for a storage
 * failure, which storage (`DATABASE_URL postgres://user:***@host:5432/x`, the password redacted;
 * `DATA_DIR ./data` for the embedded one). A start the configuration refuses gives one line per
 * reason (`StartRefused`). The server writes them at level fatal through its log writer (a JSON
 * line in JSON mode) and exits 1.
 */
import { Cause } from "effect";
declare const StartRefused_base: new <A extends Record<string, any> = {}>(args: import("effect/Types").VoidIfEmpty<{ readonly [P in keyof A as P extends "_tag" ? never : P]: A[P]; }>) => Cause.YieldableError & {
    readonly _tag: "StartRefused";
} & Readonly<A>;
/** The configuration refuses the start: one line per reason. */
export declare class StartRefused extends StartRefused_base<{
    readonly lines: ReadonlyArray<string>;
}> {
}
/** The innermost message of `failure`'s chain (where the reason is, not the wrappers' words). */
export declare function rootMessage(failure: unknown): string;
/** The lines saying why the start failed with `cause`; none when it was only interrupted. */
export declare function startFailureLines(cause: Cause.Cause<unknown>, environment: Readonly<Record<string, string | undefined>>): ReadonlyArray<string>;
export {};
