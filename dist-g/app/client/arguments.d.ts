/**
 * The command line of `npm run send`: a command (transfer, transfer-to-eth, transfer-to-bjj,
 * exit) and its options, parsed with `node:util`'s `parseArgs` into a typed request, or a message
 * that says what is wrong. Receivers are kept as written (a wallet number, an account index, an
 * address or a key); they are resolved against the node later.
 */
import { Result } from "effect";
import type { TransactionTypeL2 } from "../../core/domain/transaction_type.ts";
/** The kinds of transaction the command sends. */
export declare const COMMANDS: readonly ["transfer", "transfer-to-eth", "transfer-to-bjj", "exit"];
export type SendKind = (typeof COMMANDS)[number];
/** The L2 transaction type each command sends. */
export declare const TRANSACTION_TYPES: Readonly<Record<SendKind, TransactionTypeL2>>;
/** Defaults of the options. */
export declare const DEFAULT_URL = "http://localhost:4010";
/** Default chain id: the devnet's. */
export declare const DEFAULT_CHAIN_ID = 1337;
/** Default seconds to follow a transaction. */
export declare const DEFAULT_TIMEOUT_SECONDS = 60;
/** A parsed `send` request. */
export interface SendRequest {
    readonly kind: SendKind;
    /** The sender's devnet wallet number. */
    readonly from: number;
    /** The receiver as written (absent for an exit). */
    readonly to: string | undefined;
    /** Token symbol or id, as written. */
    readonly token: string;
    /** Amount in token units, as written (e.g. `1.5`). */
    readonly amount: string;
    /** The fee selector; absent: the node's quote (`GET /fee-quote`) chooses it. */
    readonly fee: number | undefined;
    readonly nonce: bigint | undefined;
    /** The node's base URL, without a trailing slash. */
    readonly url: string;
    readonly chainId: number;
    readonly timeoutSeconds: number;
    /** Whether to follow the transaction after posting it. */
    readonly wait: boolean;
    /** Whether to only try it: the node runs every check of the POST and stores nothing. */
    readonly dryRun: boolean;
}
/** What the command line asks for. */
export type Invocation = {
    readonly _tag: "Help";
} | {
    readonly _tag: "Send";
    readonly request: SendRequest;
};
/** The invocation `argv` (the arguments after the script) asks for, or what is wrong with it. */
export declare function parseInvocation(argv: ReadonlyArray<string>): Result.Result<Invocation, string>;
