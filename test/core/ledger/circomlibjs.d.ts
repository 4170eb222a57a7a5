/** Types of the part of `circomlibjs` (a devDependency without its own) the state tree's golden tests use: its
 * sparse Merkle tree in memory and its Poseidon, both on BN254's scalar field in ffjavascript's representation. */
declare module "circomlibjs" {
  /** A field element in ffjavascript's (Montgomery, little-endian) bytes. */
  export type FieldElement = Uint8Array

  /** BN254's scalar field as ffjavascript gives it. */
  export interface Field {
    /** The element of a number. */
    e(value: bigint | number | string): FieldElement
    /** The number of an element. */
    toObject(element: FieldElement): bigint
    readonly zero: FieldElement
    readonly one: FieldElement
  }

  /** What `find` answers: the key's value and siblings (from the root down), or where the key would be. */
  export interface FindResult {
    readonly found: boolean
    readonly siblings: ReadonlyArray<FieldElement>
    readonly foundValue?: FieldElement
    /** The key of the leaf found in the key's place, or the key itself when the place is empty (`isOld0`). */
    readonly notFoundKey?: FieldElement
    readonly notFoundValue?: FieldElement
    readonly isOld0: boolean
  }

  /** iden3's sparse Merkle tree: leaf `H(key, value, 1)`, node `H(left, right)`, path bits from bit 0 at the root. */
  export class SMT {
    /** A tree on `db` with root `root`, hashing nodes with `hash0` and leaves with `hash1`. */
    constructor(
      db: SMTMemDb,
      root: FieldElement,
      hash0: (left: FieldElement, right: FieldElement) => FieldElement,
      hash1: (key: FieldElement, value: FieldElement) => FieldElement,
      F: Field
    )
    readonly F: Field
    readonly root: FieldElement
    /** Adds a key that is not there (rejects one that is). */
    insert(key: bigint, value: bigint): Promise<unknown>
    /** Sets the value of a key that is there. */
    update(key: bigint, value: bigint): Promise<unknown>
    find(key: bigint): Promise<FindResult>
  }

  /** The tree's nodes in memory, by hash. */
  export class SMTMemDb {
    constructor(F: Field)
  }

  /** An empty tree in memory with circomlibjs's own Poseidon. */
  export function newMemEmptyTrie(): Promise<SMT>

  /** circomlibjs's Poseidon (circomlib's parameters) of 1 to 16 elements. */
  export interface Poseidon {
    (inputs: ReadonlyArray<bigint | FieldElement>): FieldElement
    readonly F: Field
  }

  /** Builds circomlibjs's Poseidon in WebAssembly. */
  export function buildPoseidon(): Promise<Poseidon>
}
