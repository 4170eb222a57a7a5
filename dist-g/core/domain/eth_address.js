/**
 * Ethereum addresses. In memory an address is one canonical value, its EIP-55 checksummed form,
 * so equality is string equality. On the wire it appears in two forms: plain `0x…` (emitted
 * lowercase, as the anchor did) and `zk:0x…` (emitted checksummed); both accept any case.
 */
import { Schema, SchemaTransformation } from "effect";
import { keccak256 } from "../encoding/keccak.js";
/** A 20-byte Ethereum address in its EIP-55 checksummed form. */
export const EthAddress = Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]{40}$/u, { expected: "0x followed by 40 hex characters" })).pipe(Schema.brand("EthAddress"));
const textEncoder = new TextEncoder();
/** The EIP-55 checksummed form of a `0x` + 40 hex address given in any case. */
export function checksum(address) {
    const lower = address.slice(2).toLowerCase();
    const hash = keccak256(textEncoder.encode(lower));
    let out = "0x";
    for (let i = 0; i < 40; i++) {
        const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
        const c = lower[i];
        out += nibble >= 8 ? c.toUpperCase() : c;
    }
    return EthAddress.make(out);
}
/** The address whose bytes are all 0xFF: marks internal accounts and TransferToBJJ destinations. */
export const FF_ADDRESS = checksum("0x" + "f".repeat(40));
/** The zero address. */
export const ZERO_ADDRESS = checksum("0x" + "0".repeat(40));
/** A plain Ethereum address on the wire: `^0x[a-fA-F0-9]{40}$`, emitted lowercase. */
export const EthereumAddress = Schema.String.check(Schema.isPattern(/^0x[a-fA-F0-9]{40}$/u, { expected: "an Ethereum address: 0x followed by 40 hex characters" })).pipe(Schema.decodeTo(EthAddress, SchemaTransformation.transform({ decode: checksum, encode: (a) => a.toLowerCase() }))).annotate({ description: "Ethereum address" });
/** A network-linked Ethereum address on the wire: `^zk:0x[a-fA-F0-9]{40}$`, emitted EIP-55 checksummed. */
export const ZkEthereumAddress = Schema.String.check(Schema.isPattern(/^zk:0x[a-fA-F0-9]{40}$/u, {
    expected: "a zk Ethereum address: zk:0x followed by 40 hex characters"
})).pipe(Schema.decodeTo(EthAddress, SchemaTransformation.transform({ decode: (s) => checksum(s.slice(3)), encode: (a) => `zk:${a}` }))).annotate({ description: "Ethereum address prefixed with zk:" });
