/**
 * The Poseidon permutation in the sparse "optimized" form (Grassi et al., ePrint 2019/458,
 * appendix B) derived by the BigInt `poseidon_sparse.ts`, on Montgomery field elements. The
 * constants of a width t (2..7) are laid out by JS, in this order, as field elements:
 * 4·t opening constants, 4·t² opening matrices, P partial constants, P·t partial rows,
 * P·(t − 1) partial columns, 4·t closing constants, t² plain matrix (P partial rounds).
 */
import { add, dot, FE, mul } from "./field"
import { copy } from "./field_codec"

const NEXT = memory.data(8 * 36)
const TMP = memory.data(36)
const SQUARE = memory.data(36)

/** out ← (a + c)^5. */
function addPow5(out: usize, a: usize, c: usize): void {
  add(out, a, c)
  mul(SQUARE, out, out)
  mul(SQUARE, SQUARE, SQUARE)
  mul(out, SQUARE, out)
}

/** One full round in place: add constants, S-box every element, multiply by the matrix. */
function fullRound(state: usize, t: usize, constants: usize, matrix: usize): void {
  for (let i: usize = 0; i < t; i++) addPow5(state + i * FE, state + i * FE, constants + i * FE)
  for (let i: usize = 0; i < t; i++) dot(NEXT + i * FE, matrix + i * t * FE, state, t)
  memory.copy(state, NEXT, t * FE)
}

/** Permutes the t-element state (state[0] = 0, then the inputs) and leaves the hash in state[0]. */
export function poseidon(state: usize, t: usize, partial: usize, constants: usize): void {
  let at = constants
  const opening = at
  at += 4 * t * FE
  const matrices = at
  at += 4 * t * t * FE
  const partialConstants = at
  at += partial * FE
  const rows = at
  at += partial * t * FE
  const columns = at
  at += partial * (t - 1) * FE
  const closing = at
  at += 4 * t * FE
  const plain = at
  for (let r: usize = 0; r < 4; r++) fullRound(state, t, opening + r * t * FE, matrices + r * t * t * FE)
  for (let r: usize = 0; r < partial; r++) {
    addPow5(state, state, partialConstants + r * FE)
    const column = columns + r * (t - 1) * FE
    dot(NEXT, rows + r * t * FE, state, t)
    for (let j: usize = 1; j < t; j++) {
      const s = state + j * FE
      mul(TMP, column + (j - 1) * FE, state)
      add(s, s, TMP)
    }
    copy(state, NEXT)
  }
  for (let r: usize = 0; r < 3; r++) fullRound(state, t, closing + r * t * FE, plain)
  const last = closing + 3 * t * FE
  for (let i: usize = 0; i < t; i++) addPow5(state + i * FE, state + i * FE, last + i * FE)
  dot(NEXT, plain, state, t)
  copy(state, NEXT)
}
