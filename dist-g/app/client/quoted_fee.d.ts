/**
 * The fee selector of a `send`: the one given with `--fee`, or else the node's own answer
 * (`GET /fee-quote` for the token, the transaction type and the amount): the cheapest selector
 * whose fee meets the node's recommended fee, with a line for stderr saying so. A token the node
 * cannot price, or a node without fee quotes (an older one), leaves the fee at selector 0, saying
 * why; an amount too small for any selector to meet the recommended fee is an error that suggests
 * `--fee`.
 */
import { Effect } from "effect";
import { type SendRequest } from "./arguments.ts";
import { ClientError } from "./client_error.ts";
import type { NodeApi } from "./node_api.ts";
/** A fee selector and what to tell the user about how it was chosen (nothing when it was given). */
export interface ChosenFee {
    readonly fee: number;
    readonly note: string | undefined;
}
/** The fee selector of `request`, sending `amount` base units of `token`: given, or quoted by the node. */
export declare const chooseFee: (api: NodeApi, request: SendRequest, token: {
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly id: number & import("effect/Brand").Brand<"TokenId">;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly name: string & import("effect/Brand").Brand<"TokenName">;
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly decimals: number;
    readonly USD: number | null;
    readonly fiatUpdate: Date | null;
}, amount: bigint) => Effect.Effect<{
    fee: number;
    note: undefined;
} | {
    fee: number;
    note: string;
}, ClientError | import("./node_api.ts").NodeError, never>;
