/** Types of the part of `circomlibjs`'s EdDSA the model's key encoding uses (added to the module's other types). */
declare module "circomlibjs" {
  /** circomlibjs's EdDSA over BabyJubJub: a raw private key's public point, its coordinates in `babyJub.F`. */
  export interface Eddsa {
    /** The public point (x, y) of a raw private key: (s >> 3)·B8, s from its BLAKE-512 hash. */
    prv2pub(privateKey: Uint8Array): readonly [FieldElement, FieldElement]
    readonly babyJub: { readonly F: Field }
  }

  /** Builds circomlibjs's EdDSA. */
  export function buildEddsa(): Promise<Eddsa>
}
