import { type EthSignature } from "../../core/domain/account_authorization.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
/** The address of a 32-byte secp256k1 private key. */
export declare function ethAddressOf(privateKey: Uint8Array): EthAddress;
/** The signature `0x` + r ‖ s ‖ v (v 27/28) of a 32-byte digest. Throws for a key or digest of the wrong size. */
export declare function signDigest(privateKey: Uint8Array, digest: Uint8Array): EthSignature;
