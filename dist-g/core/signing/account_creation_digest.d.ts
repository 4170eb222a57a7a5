import type { BjjKey } from "../domain/bjj.ts";
import type { EthAddress } from "../domain/eth_address.ts";
/** The EIP-712 domain of account-creation authorizations. */
export interface AuthorizationDomain {
    /** Domain name, also the message's `Provider` (the anchor used "Hermez Network"). */
    readonly name: string;
    /** The chain id (a non-negative integer). */
    readonly chainId: number | bigint;
    /** The rollup contract address. */
    readonly verifyingContract: EthAddress;
}
/** The `Authorisation` string of the message. */
export declare const AUTHORISATION_TEXT = "Account creation";
/** The domain's `version`. */
export declare const DOMAIN_VERSION = "1";
/** The domain separator: hashStruct(EIP712Domain). */
export declare function domainSeparator(domain: AuthorizationDomain): Uint8Array;
/** hashStruct of the `Authorise` message for `bjj` under the domain's name. */
export declare function authoriseStructHash(bjj: BjjKey, domain: AuthorizationDomain): Uint8Array;
/** The 32-byte digest signed by an account-creation authorization of `bjj`. */
export declare function accountCreationDigest(bjj: BjjKey, domain: AuthorizationDomain): Uint8Array;
