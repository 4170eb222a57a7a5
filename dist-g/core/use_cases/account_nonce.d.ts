/**
 * Use case of `GET /accounts/{accountIndex}/nonce` (an extension of the contract, served in the
 * later revision): the account's forged nonce, the nonces its pend and fing pool transactions
 * take and the next free one, read on one snapshot of the storage.
 */
import { Effect } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import { PoolStore } from "../ports/pool_store.ts";
/** The nonces of the account with this index; its token symbol must match. */
export declare const get: (accountIndex: {
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
}) => Effect.Effect<{
    readonly accountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly forgedNonce: bigint & import("effect/Brand").Brand<"Nonce">;
    readonly nextNonce: bigint & import("effect/Brand").Brand<"Nonce">;
    readonly pendingNonces: readonly (bigint & import("effect/Brand").Brand<"Nonce">)[];
}, BadRequest | NotFound, PoolStore>;
