/** Poseidon over BN254's scalar field with circomlib's parameters, which the state tree hashes with and core cannot
 * compute with `effect` alone; the crypto adapter provides it. */
import { Context } from "effect"

/** Hashes 1 to 6 field elements (each below the field's modulus) with Poseidon. */
export class PoseidonHasher extends Context.Service<
  PoseidonHasher,
  {
    /** Poseidon of `inputs` (1 to 6 field elements). */
    readonly hash: (inputs: ReadonlyArray<bigint>) => bigint
  }
>()("zk-api/ports/PoseidonHasher") {}

/** Poseidon of 1 to 6 field elements. */
export type Poseidon = (inputs: ReadonlyArray<bigint>) => bigint
