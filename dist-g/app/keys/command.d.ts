/** Where the command writes. */
export interface KeysOutput {
    /** A line of the result (standard output). */
    readonly out: (line: string) => void;
    /** A line of diagnostics (standard error). */
    readonly err: (line: string) => void;
}
/** The command's usage text. */
export declare const KEYS_USAGE: string;
/** Options of a run. */
export interface KeysOptions {
    /** The variables the storage and tiers are read from (default: the process's environment). */
    readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}
/** Runs `keys <argv…>` on the configured storage; resolves with the exit code. */
export declare function runKeysCommand(argv: ReadonlyArray<string>, io?: KeysOutput, options?: KeysOptions): Promise<number>;
