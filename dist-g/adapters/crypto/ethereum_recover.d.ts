import { Option } from "effect";
import { type EthAddress } from "../../core/domain/eth_address.ts";
/** The EIP-55 address of an uncompressed (65-byte) or compressed secp256k1 public key. */
export declare function ethAddressOfPublicKey(publicKey: Uint8Array): EthAddress;
/** The signer of a 32-byte digest given its signature as `0x` + 130 hex (r ‖ s ‖ v, v 27/28), or none. */
export declare function recoverEthereumSigner(digest: Uint8Array, signature: string): Option.Option<EthAddress>;
