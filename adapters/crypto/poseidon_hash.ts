/** Poseidon over BN254's scalar field with circomlib's parameters, from poseidon-lite (MIT); each arity (1..6) is
 * loaded through CommonJS on first use, since poseidon-lite decodes its round constants when a module loads. */
import { createRequire } from "node:module"
import { P } from "./field_element.ts"

/** A Poseidon function of one arity. */
type PoseidonOfArity = (inputs: Array<bigint>) => bigint

const requireCjs = createRequire(import.meta.url)

// Library boundary: `require` is untyped; each binding takes the type of the module's own
// declaration file. These functions run only when an arity is first used.
const LOADERS: ReadonlyArray<() => PoseidonOfArity> = [
  () => {
    const m: typeof import("poseidon-lite/poseidon1") = requireCjs("poseidon-lite/poseidon1")
    return m.poseidon1
  },
  () => {
    const m: typeof import("poseidon-lite/poseidon2") = requireCjs("poseidon-lite/poseidon2")
    return m.poseidon2
  },
  () => {
    const m: typeof import("poseidon-lite/poseidon3") = requireCjs("poseidon-lite/poseidon3")
    return m.poseidon3
  },
  () => {
    const m: typeof import("poseidon-lite/poseidon4") = requireCjs("poseidon-lite/poseidon4")
    return m.poseidon4
  },
  () => {
    const m: typeof import("poseidon-lite/poseidon5") = requireCjs("poseidon-lite/poseidon5")
    return m.poseidon5
  },
  () => {
    const m: typeof import("poseidon-lite/poseidon6") = requireCjs("poseidon-lite/poseidon6")
    return m.poseidon6
  }
]

/** The largest number of inputs supported. */
export const MAX_POSEIDON_INPUTS = LOADERS.length

const loaded = new Map<number, PoseidonOfArity>()

/** The Poseidon function for `arity` inputs, loaded on first use; undefined for unsupported arities. */
function poseidonOfArity(arity: number): PoseidonOfArity | undefined {
  const cached = loaded.get(arity)
  if (cached !== undefined) return cached
  const load = LOADERS[arity - 1]
  if (load === undefined) return undefined
  const fn = load()
  loaded.set(arity, fn)
  return fn
}

/** Whether `value` is a field element: 0 ≤ value < p. */
export function isFieldElement(value: bigint): boolean {
  return value >= 0n && value < P
}

/** Poseidon of 1..6 field elements; undefined for another count or an input outside 0..p−1 (poseidon-lite would reduce
 * it mod p; the anchor's Go library rejects it). */
export function poseidonHash(inputs: ReadonlyArray<bigint>): bigint | undefined {
  if (!inputs.every(isFieldElement)) return undefined
  const hash = poseidonOfArity(inputs.length)
  return hash === undefined ? undefined : hash([...inputs])
}
