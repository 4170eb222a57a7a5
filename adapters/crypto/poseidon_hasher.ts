/** The PoseidonHasher port on the WebAssembly Poseidon the signature checks use (circomlib's parameters). */
import { Layer } from "effect"
import { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { hashElements } from "./eddsa_poseidon_wasm.ts"

/** Poseidon of 1 to 6 field elements; a caller passing anything else has broken the port's contract. */
export function poseidon(inputs: ReadonlyArray<bigint>): bigint {
  const hash = hashElements(inputs)
  if (hash === undefined) throw new RangeError(`Poseidon takes 1 to 6 field elements, got ${inputs.length} or one ≥ p`)
  return hash
}

/** The PoseidonHasher port. */
export const layer: Layer.Layer<PoseidonHasher> = Layer.succeed(PoseidonHasher, PoseidonHasher.of({ hash: poseidon }))
