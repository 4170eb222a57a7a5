/**
 * The WebAssembly verifier module (`wasm/assembly/*.ts`, bytes in the generated
 * `wasm/verifier_wasm_binary.ts`) instantiated once per thread, synchronously, on first use, with
 * typed access to its functions and buffers. Instantiation builds its square-root and B8 tables
 * inside WebAssembly; the Poseidon constants of a width are derived by the BigInt
 * `poseidon_sparse.ts` and copied in (converted to Montgomery form) on first use of that width.
 *
 * Field elements cross the boundary as plain integers in nine 29-bit limbs (`writeLimbs`) or as
 * 32-byte big-endian integers; see `wasm/assembly/field.ts` for the representation.
 */
import { plainConstants, sparseForm } from "./poseidon_sparse.js";
import { VERIFIER_WASM_BASE64 } from "./wasm/verifier_wasm_binary.js";
/** Bytes per field element in WebAssembly memory. */
export const FIELD_BYTES = 36;
const LIMB_MASK = (1n << 29n) - 1n;
/** A property of an unknown value. */
function property(value, key) {
    return (typeof value === "object" || typeof value === "function") && value !== null ? Reflect.get(value, key) : undefined;
}
/** A function export of the instance, checked to be one. */
function exported(exports, name) {
    const f = property(exports, name);
    if (typeof f !== "function")
        throw new Error(`verifier wasm: no function ${name}`);
    return (...args) => Number(Reflect.apply(f, undefined, args));
}
/**
 * The exports of a new instance of the module, compiled and instantiated synchronously. The
 * WebAssembly API is reached through `globalThis` and checked at run time: the project's type
 * libraries (ES2023 + Node) do not declare it.
 */
function instantiateExports(bytes) {
    const api = property(globalThis, "WebAssembly");
    const Module = property(api, "Module");
    const Instance = property(api, "Instance");
    if (typeof Module !== "function" || typeof Instance !== "function")
        throw new Error("verifier wasm: no WebAssembly in this runtime");
    const module = Reflect.construct(Module, [bytes]);
    const instance = Reflect.construct(Instance, [module, {}]);
    return property(instance, "exports");
}
/** Writes x (0 ≤ x < 2^261) as nine 29-bit limbs at byte address `at`. */
export function writeLimbs(words, at, x) {
    let v = x;
    for (let i = 0; i < 9; i++) {
        words[(at >> 2) + i] = Number(v & LIMB_MASK);
        v >>= 29n;
    }
}
/** The integer of nine 29-bit limbs at byte address `at`. */
export function readLimbs(words, at) {
    let v = 0n;
    for (let i = 8; i >= 0; i--)
        v = (v << 29n) | BigInt(words[(at >> 2) + i]);
    return v;
}
/** Instantiates the module and builds its tables. */
function instantiate() {
    const exports = instantiateExports(Buffer.from(VERIFIER_WASM_BASE64, "base64"));
    const memory = property(property(exports, "memory"), "buffer");
    if (!(memory instanceof ArrayBuffer))
        throw new Error("verifier wasm: no memory");
    const address = (name) => exported(exports, name)();
    exported(exports, "init")();
    const words = new Uint32Array(memory);
    const toMontgomeryRange = exported(exports, "toMontgomeryRange");
    const constantsBase = address("poseidonConstants");
    const constantsEnd = constantsBase + address("poseidonCapacity") * FIELD_BYTES;
    const layouts = new Map();
    let free = constantsBase;
    const poseidonLayout = (t) => {
        const known = layouts.get(t);
        if (known !== undefined)
            return known;
        const form = sparseForm(plainConstants(t - 1));
        const values = [
            ...form.openingConstants.flat(),
            ...form.openingMatrices.flat(2),
            ...form.partialConstants,
            ...form.partialRows.flat(),
            ...form.partialColumns.flat(),
            ...form.closingConstants.flat(),
            ...form.M.flat()
        ];
        if (free + values.length * FIELD_BYTES > constantsEnd)
            throw new Error("verifier wasm: Poseidon constants do not fit");
        values.forEach((v, i) => writeLimbs(words, free + i * FIELD_BYTES, v));
        toMontgomeryRange(free, values.length);
        const layout = { pointer: free, partialRounds: form.partialConstants.length };
        free += values.length * FIELD_BYTES;
        layouts.set(t, layout);
        return layout;
    };
    return {
        bytes: new Uint8Array(memory),
        signedBytes: new Int8Array(memory),
        words,
        buffer: Buffer.from(memory),
        keyBytes: address("keyBytes"),
        signatureBytes: address("signatureBytes"),
        elementBytes: address("elementBytes"),
        outputBytes: address("outputBytes"),
        scratch: address("scratch"),
        keyRecord: address("keyRecord"),
        keyRecordSize: address("keyRecordSize"),
        splitTables: address("splitTables"),
        splitTablesSize: address("splitTablesSize"),
        scalarBytes: address("scalarBytes"),
        decodeKey: exported(exports, "decodeKey"),
        buildSplitTables: exported(exports, "buildSplitTables"),
        decodeR: exported(exports, "decodeR"),
        hashMessage: exported(exports, "hashMessage"),
        setMessage: exported(exports, "setMessage"),
        messageBytes: exported(exports, "messageBytes"),
        challenge: exported(exports, "challenge"),
        checkHalf: exported(exports, "checkHalf"),
        checkSplit: exported(exports, "checkSplit"),
        mul: exported(exports, "mul"),
        dot: exported(exports, "dot"),
        add: exported(exports, "add"),
        sub: exported(exports, "sub"),
        invert: exported(exports, "invert"),
        squareRoot: exported(exports, "squareRoot"),
        toMontgomery: exported(exports, "toMontgomery"),
        fromMontgomery: exported(exports, "fromMontgomery"),
        wnafBits: exported(exports, "wnafBits"),
        poseidonLayout
    };
}
let instance;
/** This thread's instance (instantiated on first use). */
export function verifierWasm() {
    if (instance === undefined)
        instance = instantiate();
    return instance;
}
