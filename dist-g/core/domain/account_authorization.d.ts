/**
 * Account-creation authorizations: an Ethereum account's EIP-712 signature allowing the
 * coordinator to create rollup accounts for it with a BabyJubJub key (`anchor-api.md` §7.2).
 */
import { Schema } from "effect";
/** An Ethereum signature in memory: `0x` + 130 lowercase hex characters (r ‖ s ‖ v). */
export declare const EthSignatureValue: Schema.brand<Schema.String, "EthSignature">;
export type EthSignature = typeof EthSignatureValue.Type;
/** An Ethereum signature on the wire: `0x` + 130 hex characters in any case, emitted lowercase. */
export declare const ETHSignature: Schema.decodeTo<Schema.brand<Schema.String, "EthSignature">, Schema.String, never, never>;
/** The body of `POST /account-creation-authorization`. */
export declare const AccountCreationAuthorizationPost: Schema.Struct<{
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
    readonly signature: Schema.decodeTo<Schema.brand<Schema.String, "EthSignature">, Schema.String, never, never>;
}>;
export type AccountCreationAuthorizationPost = typeof AccountCreationAuthorizationPost.Type;
/** A stored authorization, as `GET /account-creation-authorization/{zkEthereumAddress}` shows it. */
export declare const AccountCreationAuthorization: Schema.Struct<{
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
    readonly signature: Schema.decodeTo<Schema.brand<Schema.String, "EthSignature">, Schema.String, never, never>;
}>;
export type AccountCreationAuthorization = typeof AccountCreationAuthorization.Type;
