/**
 * Use cases of `POST /account-creation-authorization` and `GET
 * /account-creation-authorization/{zkEthereumAddress}`. An authorization is accepted when its
 * EIP-712 signature was made by the address it names, over the key it names, for the configured
 * chain and rollup contract (neither the address nor the key may be zero). One authorization per
 * address: posting the same (address, key) again with a valid signature succeeds, another key for
 * the same address is a duplicate.
 */
import { Effect } from "effect";
import { BadRequest, NotFound } from "../errors.ts";
import { AuthorizationStore } from "../ports/authorization_store.ts";
import { WallClock } from "../ports/clock.ts";
import { NetworkSettings } from "../ports/network_settings.ts";
import { SignatureVerifier } from "../ports/signature_verifier.ts";
/** What `POST /account-creation-authorization` answers with the wallet extensions (nothing, or a dry run's outcome) or without (nothing). */
export declare const PostSuccesses: {
    readonly true: import("effect/Schema").Struct<{
        readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly bjj: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>;
        readonly wouldBeStored: import("effect/Schema").Boolean;
    }>;
    readonly false: undefined;
};
/** The ports a submission needs. */
export type SubmitServices = AuthorizationStore | SignatureVerifier | NetworkSettings | WallClock;
/** Checks an authorization's signature and stores it. */
export declare const submit: (body: {
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly signature: string & import("effect/Brand").Brand<"EthSignature">;
}) => Effect.Effect<void, BadRequest, SubmitServices>;
/**
 * What `submit` would answer for `body`, storing nothing: the same checks, then the address's
 * stored authorization (read by the checks) where `submit` writes: another key is the same
 * duplicate, the same key means nothing would be stored.
 */
export declare const dryRun: (body: {
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly signature: string & import("effect/Brand").Brand<"EthSignature">;
}) => Effect.Effect<{
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly wouldBeStored: boolean;
}, BadRequest, SubmitServices>;
/** The authorization of this address. */
export declare const get: (address: string & import("effect/Brand").Brand<"EthAddress">) => Effect.Effect<{
    readonly timestamp: Date;
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly signature: string & import("effect/Brand").Brand<"EthSignature">;
}, NotFound, AuthorizationStore>;
