/** The WebAssembly verifier module (bytes in `wasm/verifier_wasm_binary.ts`) instantiated once per thread on first use,
 * with typed access to its functions and buffers; a width's Poseidon constants are copied in on its first use. */
import { plainConstants, sparseForm } from "./poseidon_sparse.ts"
import { VERIFIER_WASM_BASE64 } from "./wasm/verifier_wasm_binary.ts"

/** A function exported by the module (numbers in, a number out; booleans come back as 0 or 1). */
type Export = (...args: Array<number>) => number

/** Bytes per field element in WebAssembly memory. */
export const FIELD_BYTES = 36

const LIMB_MASK = (1n << 29n) - 1n

/** Where a width's Poseidon constants lie. */
export interface PoseidonLayout {
  readonly pointer: number
  readonly partialRounds: number
}

/** The instance's functions and buffers. */
export interface VerifierWasm {
  /** The whole memory, as bytes, signed bytes, 32-bit words and a Buffer (for hex). */
  readonly bytes: Uint8Array
  readonly signedBytes: Int8Array
  readonly words: Uint32Array
  readonly buffer: Buffer
  /** Buffer addresses (see `wasm/assembly/verifier.ts`). */
  readonly keyBytes: number
  readonly signatureBytes: number
  readonly elementBytes: number
  readonly outputBytes: number
  readonly scratch: number
  readonly keyRecord: number
  readonly keyRecordSize: number
  readonly splitTables: number
  readonly splitTablesSize: number
  readonly scalarBytes: number
  /** The verification steps. */
  readonly decodeKey: Export
  readonly buildSplitTables: Export
  readonly decodeR: Export
  readonly hashMessage: Export
  readonly setMessage: Export
  readonly messageBytes: Export
  readonly challenge: Export
  readonly checkHalf: Export
  readonly checkSplit: Export
  /** Field arithmetic and wNAF digits on addresses (for tests). */
  readonly mul: Export
  readonly dot: Export
  readonly add: Export
  readonly sub: Export
  readonly invert: Export
  readonly squareRoot: Export
  readonly toMontgomery: Export
  readonly fromMontgomery: Export
  readonly wnafBits: Export
  /** The Poseidon constants of width t = inputs + 1 (laid out on first use). */
  readonly poseidonLayout: (t: number) => PoseidonLayout
}

/** A property of an unknown value. */
function property(value: unknown, key: string): unknown {
  return (typeof value === "object" || typeof value === "function") && value !== null
    ? Reflect.get(value, key)
    : undefined
}

/** A function export of the instance, checked to be one. */
function exported(exports: unknown, name: string): Export {
  const f = property(exports, name)
  if (typeof f !== "function") throw new Error(`verifier wasm: no function ${name}`)
  return (...args) => Number(Reflect.apply(f, undefined, args))
}

/**
 * The exports of a new instance of the module, compiled and instantiated synchronously. The
 * WebAssembly API is reached through `globalThis` and checked at run time: the project's type
 * libraries (ES2023 + Node) do not declare it.
 */
function instantiateExports(bytes: Uint8Array): unknown {
  const api = property(globalThis, "WebAssembly")
  const Module = property(api, "Module")
  const Instance = property(api, "Instance")
  if (typeof Module !== "function" || typeof Instance !== "function")
    throw new Error("verifier wasm: no WebAssembly in this runtime")
  const module: unknown = Reflect.construct(Module, [bytes])
  const instance: unknown = Reflect.construct(Instance, [module, {}])
  return property(instance, "exports")
}

/** Writes x (0 ≤ x < 2^261) as nine 29-bit limbs at byte address `at`. */
export function writeLimbs(words: Uint32Array, at: number, x: bigint): void {
  let v = x
  for (let i = 0; i < 9; i++) {
    words[(at >> 2) + i] = Number(v & LIMB_MASK)
    v >>= 29n
  }
}

/** The integer of nine 29-bit limbs at byte address `at`. */
export function readLimbs(words: Uint32Array, at: number): bigint {
  let v = 0n
  for (let i = 8; i >= 0; i--) v = (v << 29n) | BigInt(words[(at >> 2) + i]!)
  return v
}

/** Instantiates the module and builds its tables. */
function instantiate(): VerifierWasm {
  const exports = instantiateExports(Buffer.from(VERIFIER_WASM_BASE64, "base64"))
  const memory = property(property(exports, "memory"), "buffer")
  if (!(memory instanceof ArrayBuffer)) throw new Error("verifier wasm: no memory")
  const address = (name: string) => exported(exports, name)()
  exported(exports, "init")()
  const words = new Uint32Array(memory)
  const toMontgomeryRange = exported(exports, "toMontgomeryRange")
  const constantsBase = address("poseidonConstants")
  const constantsEnd = constantsBase + address("poseidonCapacity") * FIELD_BYTES
  const layouts = new Map<number, PoseidonLayout>()
  let free = constantsBase
  const poseidonLayout = (t: number): PoseidonLayout => {
    const known = layouts.get(t)
    if (known !== undefined) return known
    const form = sparseForm(plainConstants(t - 1))
    const values = [
      ...form.openingConstants.flat(),
      ...form.openingMatrices.flat(2),
      ...form.partialConstants,
      ...form.partialRows.flat(),
      ...form.partialColumns.flat(),
      ...form.closingConstants.flat(),
      ...form.M.flat()
    ]
    if (free + values.length * FIELD_BYTES > constantsEnd)
      throw new Error("verifier wasm: Poseidon constants do not fit")
    for (const [i, v] of values.entries()) writeLimbs(words, free + i * FIELD_BYTES, v)
    toMontgomeryRange(free, values.length)
    const layout = { pointer: free, partialRounds: form.partialConstants.length }
    free += values.length * FIELD_BYTES
    layouts.set(t, layout)
    return layout
  }
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
  }
}

let instance: VerifierWasm | undefined

/** This thread's instance (instantiated on first use). */
export function verifierWasm(): VerifierWasm {
  if (instance === undefined) instance = instantiate()
  return instance
}
