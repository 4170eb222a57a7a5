/** Poseidon with circomlib's parameters in the sparse form of the Poseidon paper (ePrint 2019/458, appendix B), derived
 * at first use from poseidon-lite's (MIT) plain constants, lazily reduced in the partial rounds. */
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { invert, mod, P } from "./field_element.ts"

const FULL_ROUNDS = 8
const HALF_FULL = FULL_ROUNDS / 2
/** Partial rounds for t = 2..17 (circomlib). */
const PARTIAL_ROUNDS = [56, 57, 56, 60, 60, 63, 64, 63, 60, 66, 60, 65, 70, 60, 64, 68]

/** The largest number of inputs supported (poseidon-lite ships constants for 1..16). */
export const MAX_INPUTS = PARTIAL_ROUNDS.length

/** The plain constants of one width: round constants (rounds × t, flattened) and the t × t MDS matrix. */
export interface PlainConstants {
  readonly C: ReadonlyArray<bigint>
  readonly M: ReadonlyArray<ReadonlyArray<bigint>>
}

/** The sparse form of one width. */
interface Sparse {
  readonly t: number
  /** Constants of the 4 opening full rounds (t each). */
  readonly openingConstants: ReadonlyArray<ReadonlyArray<bigint>>
  /** Matrices of the 4 opening full rounds (the last one absorbs the partial rounds' D(Â)). */
  readonly openingMatrices: ReadonlyArray<ReadonlyArray<ReadonlyArray<bigint>>>
  /** One scalar constant per partial round, added to s[0] before its S-box. */
  readonly partialConstants: ReadonlyArray<bigint>
  /** Per partial round: the first row [a00, ŵ…] (t entries). */
  readonly partialRows: ReadonlyArray<ReadonlyArray<bigint>>
  /** Per partial round: the first column below the diagonal, a10 (t − 1 entries). */
  readonly partialColumns: ReadonlyArray<ReadonlyArray<bigint>>
  /** Constants of the 4 closing full rounds (the first one carries the partial rounds' linear terms). */
  readonly closingConstants: ReadonlyArray<ReadonlyArray<bigint>>
  /** The plain MDS matrix (closing rounds). */
  readonly M: ReadonlyArray<ReadonlyArray<bigint>>
}

const requireCjs = createRequire(import.meta.url)

/** A base64 string of big-endian bytes as a BigInt (poseidon-lite's encoding). */
function fromBase64(text: string): bigint {
  const hex = Buffer.from(text, "base64").toString("hex")
  return hex.length === 0 ? 0n : BigInt("0x" + hex)
}

/** Whether `value` is an array of strings. */
function isStringArray(value: unknown): value is ReadonlyArray<string> {
  return Array.isArray(value) && value.every((v) => typeof v === "string")
}

/** Reads a property of an unknown object. */
function property(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined
}

/**
 * poseidon-lite's plain constants for `inputs` inputs (width inputs + 1), read from its
 * `constants/<inputs>.js` (not in its export map, so required by file path) and checked for shape.
 */
export function plainConstants(inputs: number): PlainConstants {
  const t = inputs + 1
  const packageDir = dirname(requireCjs.resolve("poseidon-lite/poseidon1"))
  // Library boundary: the module is untyped; its shape is checked below.
  const loaded: unknown = requireCjs(join(packageDir, "constants", `${inputs}.js`))
  const data = property(loaded, "default")
  const c = property(data, "C")
  const m = property(data, "M")
  const rounds = FULL_ROUNDS + (PARTIAL_ROUNDS[t - 2] ?? 0)
  if (!isStringArray(c) || c.length !== rounds * t) throw new Error(`poseidon-lite constants/${inputs}: unexpected C`)
  if (!Array.isArray(m) || m.length !== t || !m.every((row) => isStringArray(row) && row.length === t)) {
    throw new Error(`poseidon-lite constants/${inputs}: unexpected M`)
  }
  return { C: c.map(fromBase64), M: m.map((row: ReadonlyArray<string>) => row.map(fromBase64)) }
}

/** A·B for square matrices mod p. */
function multiply(
  a: ReadonlyArray<ReadonlyArray<bigint>>,
  b: ReadonlyArray<ReadonlyArray<bigint>>
): Array<Array<bigint>> {
  const n = a.length
  return a.map((row) =>
    Array.from({ length: n }, (_, j) => {
      let s = 0n
      for (let k = 0; k < n; k++) s += row[k]! * b[k]![j]!
      return s % P
    })
  )
}

/** The solution y of y·A = v (row vector) mod p, by Gauss–Jordan elimination on Aᵀ. */
function solveRow(a: ReadonlyArray<ReadonlyArray<bigint>>, v: ReadonlyArray<bigint>): Array<bigint> {
  const n = a.length
  // Augmented system Aᵀ·yᵀ = vᵀ.
  const rows = Array.from({ length: n }, (_, i) => [...Array.from({ length: n }, (_, j) => a[j]![i]!), v[i]!])
  for (let col = 0; col < n; col++) {
    const pivot = rows.findIndex((row, r) => r >= col && row[col] !== 0n)
    if (pivot < 0) throw new Error("poseidon: singular MDS submatrix")
    const swap = rows[pivot]!
    rows[pivot] = rows[col]!
    rows[col] = swap
    const inv = invert(swap[col]!)
    for (let j = col; j <= n; j++) swap[j] = (swap[j]! * inv) % P
    for (let r = 0; r < n; r++) {
      const row = rows[r]!
      const f = row[col]!
      if (r === col || f === 0n) continue
      for (let j = col; j <= n; j++) row[j] = mod(row[j]! - f * swap[j]!)
    }
  }
  return rows.map((row) => row[n]!)
}

/** The sparse form derived from the plain constants of width t by two exact rewritings of the partial rounds: each then
 * adds one scalar constant and costs 2t − 1 multiplications instead of t². */
export function sparseForm(plain: PlainConstants): Sparse {
  const M = plain.M
  const t = M.length
  const partial = PARTIAL_ROUNDS[t - 2]!
  const constant = (r: number) => plain.C.slice(r * t, (r + 1) * t)
  // 1. Constants: carry the non-S-box part of each partial round's constant forward through M.
  const partialConstants: Array<bigint> = []
  let carry: Array<bigint> = Array.from({ length: t }, () => 0n)
  for (let r = HALF_FULL; r < HALF_FULL + partial; r++) {
    const c = constant(r).map((x, i) => (x + carry[i]!) % P)
    partialConstants.push(c[0]!)
    carry = M.map((row) => {
      let s = 0n
      for (let j = 1; j < t; j++) s += row[j]! * c[j]!
      return s % P
    })
  }
  const closingConstants = Array.from({ length: HALF_FULL }, (_, k) => constant(HALF_FULL + partial + k))
  closingConstants[0] = closingConstants[0]!.map((x, i) => (x + carry[i]!) % P)
  // 2. Matrices, from the last partial round back: A = S·D(Â), then the previous round's A = D(Â)·M.
  // The first row of every A is M's, and Â of the r-th round from the end is M̂^r (M̂ = M without
  // its first row and column), so ŵ = M[0][1..]·M̂^(−r) and the column a10 = M̂^(r−1)·M[1..][0]
  // follow round by round from one inversion of M̂.
  const n = t - 1
  const hatM = M.slice(1).map((row) => row.slice(1))
  const hatInverse = Array.from({ length: n }, (_, i) =>
    solveRow(
      hatM,
      Array.from({ length: n }, (_, j) => (i === j ? 1n : 0n))
    )
  )
  const rowTimes = (v: ReadonlyArray<bigint>, m: ReadonlyArray<ReadonlyArray<bigint>>) =>
    Array.from({ length: n }, (_, j) => v.reduce((s, x, k) => s + x * m[k]![j]!, 0n) % P)
  const timesColumn = (m: ReadonlyArray<ReadonlyArray<bigint>>, v: ReadonlyArray<bigint>) =>
    m.map((row) => row.reduce((s, x, k) => s + x * v[k]!, 0n) % P)
  const rows: Array<Array<bigint>> = []
  const columns: Array<Array<bigint>> = []
  let w = rowTimes(M[0]!.slice(1), hatInverse)
  let column = M.slice(1).map((row) => row[0]!)
  let hat: ReadonlyArray<ReadonlyArray<bigint>> = hatM
  for (let r = partial - 1; r >= 0; r--) {
    rows.unshift([M[0]![0]!, ...w])
    columns.unshift(column)
    if (r === 0) break
    w = rowTimes(w, hatInverse)
    column = timesColumn(hatM, column)
    hat = multiply(hat, hatM)
  }
  const D = Array.from({ length: t }, (_, i) =>
    Array.from({ length: t }, (_, j) => (i === 0 || j === 0 ? (i === j ? 1n : 0n) : hat[i - 1]![j - 1]!))
  )
  const A = multiply(D, M)
  const openingMatrices = [M, M, M, A]
  return {
    t,
    openingConstants: Array.from({ length: HALF_FULL }, (_, r) => constant(r)),
    openingMatrices,
    partialConstants,
    partialRows: rows,
    partialColumns: columns,
    closingConstants,
    M
  }
}

const forms = new Map<number, Sparse>()

/** The sparse form for `inputs` inputs, derived on first use. */
function formFor(inputs: number): Sparse {
  let form = forms.get(inputs)
  if (form === undefined) {
    form = sparseForm(plainConstants(inputs))
    forms.set(inputs, form)
  }
  return form
}

/** v^5 mod p (v ≥ 0, any size). */
function pow5(v: bigint): bigint {
  const v2 = (v * v) % P
  return (((v2 * v2) % P) * v) % P
}

/** One full round in place: add constants, S-box on every element, multiply by `matrix`. */
function fullRound(
  state: Array<bigint>,
  constants: ReadonlyArray<bigint>,
  matrix: ReadonlyArray<ReadonlyArray<bigint>>
): void {
  const t = state.length
  for (let i = 0; i < t; i++) state[i] = pow5(state[i]! + constants[i]!)
  const next = new Array<bigint>(t)
  for (let i = 0; i < t; i++) {
    const row = matrix[i]!
    let s = 0n
    for (let j = 0; j < t; j++) s += row[j]! * state[j]!
    next[i] = s % P
  }
  for (let i = 0; i < t; i++) state[i] = next[i]!
}

/**
 * Poseidon of 1..16 field elements (each 0 ≤ x < p; not checked here) with circomlib's
 * parameters. Throws a RangeError for another count.
 */
export function poseidonSparse(inputs: ReadonlyArray<bigint>): bigint {
  const n = inputs.length
  if (n < 1 || n > MAX_INPUTS) throw new RangeError(`Poseidon takes 1..${MAX_INPUTS} inputs, got ${n}`)
  const f = formFor(n)
  const t = f.t
  const state = [0n, ...inputs]
  for (let r = 0; r < HALF_FULL; r++) fullRound(state, f.openingConstants[r]!, f.openingMatrices[r]!)
  const partialConstants = f.partialConstants
  const rows = f.partialRows
  const columns = f.partialColumns
  for (let r = 0; r < partialConstants.length; r++) {
    const s0 = pow5(state[0]! + partialConstants[r]!)
    const row = rows[r]!
    const column = columns[r]!
    let first = row[0]! * s0
    for (let j = 1; j < t; j++) {
      first += row[j]! * state[j]!
      state[j] = state[j]! + column[j - 1]! * s0
    }
    state[0] = first % P
  }
  // The S-box reduces its input, so the unreduced s[1..] are fine here.
  for (let r = 0; r < HALF_FULL - 1; r++) fullRound(state, f.closingConstants[r]!, f.M)
  const last = f.closingConstants[HALF_FULL - 1]!
  const row0 = f.M[0]!
  let out = 0n
  for (let j = 0; j < t; j++) out += row0[j]! * pow5(state[j]! + last[j]!)
  return out % P
}
