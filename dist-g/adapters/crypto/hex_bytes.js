/** Hex text to bytes for the crypto adapter, failing softly: signature inputs come from clients. */
/** The bytes of `text` (hex, optional `0x`, any case) when it encodes exactly `length` bytes, else undefined. */
export function hexToBytes(text, length) {
    const hex = text.startsWith("0x") ? text.slice(2) : text;
    if (hex.length !== 2 * length || !/^[0-9a-fA-F]*$/.test(hex))
        return undefined;
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++)
        out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    return out;
}
/** Lowercase hex of `bytes`, without prefix. */
export function bytesToHex(bytes) {
    let out = "";
    for (const b of bytes)
        out += b.toString(16).padStart(2, "0");
    return out;
}
/** `bytes` read as a little-endian unsigned integer. */
export function littleEndianToBigInt(bytes) {
    let value = 0n;
    for (let i = bytes.length - 1; i >= 0; i--)
        value = (value << 8n) | BigInt(bytes[i] ?? 0);
    return value;
}
/** The `length`-byte little-endian encoding of an unsigned integer below 2^(8·length). */
export function bigIntToLittleEndian(value, length) {
    const out = new Uint8Array(length);
    let v = value;
    for (let i = 0; i < length; i++) {
        out[i] = Number(v & 0xffn);
        v >>= 8n;
    }
    return out;
}
