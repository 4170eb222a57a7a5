/**
 * Ethereum addresses. In memory an address is one canonical value, its EIP-55 checksummed form,
 * so equality is string equality. On the wire it appears in two forms: plain `0x…` (emitted
 * lowercase, as the anchor did) and `zk:0x…` (emitted checksummed); both accept any case.
 */
import { Schema } from "effect";
/** A 20-byte Ethereum address in its EIP-55 checksummed form. */
export declare const EthAddress: Schema.brand<Schema.String, "EthAddress">;
export type EthAddress = typeof EthAddress.Type;
/** The EIP-55 checksummed form of a `0x` + 40 hex address given in any case. */
export declare function checksum(address: string): EthAddress;
/** The address whose bytes are all 0xFF: marks internal accounts and TransferToBJJ destinations. */
export declare const FF_ADDRESS: EthAddress;
/** The zero address. */
export declare const ZERO_ADDRESS: EthAddress;
/** A plain Ethereum address on the wire: `^0x[a-fA-F0-9]{40}$`, emitted lowercase. */
export declare const EthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
/** A network-linked Ethereum address on the wire: `^zk:0x[a-fA-F0-9]{40}$`, emitted EIP-55 checksummed. */
export declare const ZkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
