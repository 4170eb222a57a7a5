/**
 * Turns a `send` request into a transaction draft by asking the node: the token (for its id and
 * decimals), the sender wallet's account in it (one holding the wallet's BabyJubJub key, so the
 * wallet can sign for it), the receiver by kind, the amount in base units (Float40-checked) and
 * the nonce (unless given, the node's next nonce for the sender account: past its forged nonce and
 * the nonces its pending transactions take, so sends in a row need not wait for a batch) and the
 * fee selector (unless given, the node's quote: `quoted_fee.ts`). A
 * destination the devnet forger would discard (no account of that address or key in the token)
 * gives a warning, not an error: the node accepts such transactions, and the forger then marks
 * them invalid.
 */
import { Effect } from "effect";
import type { Token } from "../../core/domain/token.ts";
import type { SendRequest } from "./arguments.ts";
import { ClientError } from "./client_error.ts";
import type { NodeApi } from "./node_api.ts";
import type { TransactionDraft } from "./signed_transaction.ts";
/** A draft with what the command prints about it. */
export interface ResolvedTransaction {
    readonly draft: TransactionDraft;
    readonly token: Token;
    /** The receiver as people read it (`wallet 2 (zk:ETH:262)`, an address, a key); absent for an exit. */
    readonly receiver: string | undefined;
    /** How the command chose what the user left to it (the quoted fee). */
    readonly notes: ReadonlyArray<string>;
    /** Things worth knowing before sending (e.g. the forger will discard it). */
    readonly warnings: ReadonlyArray<string>;
}
/** The draft of `request`, resolved against the node. */
export declare const resolveTransaction: (api: NodeApi, request: SendRequest) => Effect.Effect<{
    draft: TransactionDraft;
    token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
    receiver: undefined;
    notes: string[];
    warnings: string[];
} | {
    draft: TransactionDraft;
    token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
    receiver: string;
    notes: string[];
    warnings: string[];
}, ClientError | import("./node_api.ts").NodeError, never>;
