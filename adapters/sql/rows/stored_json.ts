/** The JSON columns of list rows (exit merkle proofs, batch fees; tagged bigints), decoded by hand rather than through
 * `fromJsonText` (kept: `npm run bench:scale:load`, the exit lists). Other shapes are defects. */
import type { CollectedFees } from "../../../core/domain/batch.ts"
import type { MerkleProof } from "../../../core/domain/exit.ts"

/** The failure of a stored JSON value that is not what the column holds. */
function defect(what: string, text: string): Error {
  return new Error(`sql adapter: a stored ${what} is malformed: ${text.slice(0, 200)}`)
}

/** The non-negative bigint a parsed `{"$bigint": "<digits>"}` stands for, or undefined. */
function storedBigInt(value: unknown): bigint | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const digits: unknown = (value as Record<string, unknown>)["$bigint"]
  return typeof digits === "string" && /^\d+$/u.test(digits) ? BigInt(digits) : undefined
}

/** The merkle proof stored as `text`. */
export function merkleProofOf(text: string): MerkleProof {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null) throw defect("merkle proof", text)
  const o = parsed as Record<string, unknown>
  const siblings = Array.isArray(o["siblings"]) ? o["siblings"].map(storedBigInt) : undefined
  const root = storedBigInt(o["root"])
  const oldKey = storedBigInt(o["oldKey"])
  const oldValue = storedBigInt(o["oldValue"])
  const key = storedBigInt(o["key"])
  const value = storedBigInt(o["value"])
  const isOld0 = o["isOld0"]
  const fnc = o["fnc"]
  if (
    siblings === undefined ||
    siblings.includes(undefined) ||
    root === undefined ||
    oldKey === undefined ||
    oldValue === undefined ||
    key === undefined ||
    value === undefined ||
    typeof isOld0 !== "boolean" ||
    (fnc !== 0 && fnc !== 1)
  )
    throw defect("merkle proof", text)
  return { root, siblings: siblings as Array<bigint>, oldKey, oldValue, isOld0, key, value, fnc }
}

/** The most tokens a batch's fees name (`CollectedFees`). */
const MAX_FEE_TOKENS = 64

/** The collected fees stored as `text`. */
export function collectedFeesOf(text: string): CollectedFees {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw defect("collected fees", text)
  const fees: Record<string, bigint> = {}
  let count = 0
  for (const [token, amount] of Object.entries(parsed)) {
    const value = storedBigInt(amount)
    if (!/^\d+$/u.test(token) || value === undefined || ++count > MAX_FEE_TOKENS) throw defect("collected fees", text)
    fees[token] = value
  }
  return fees
}
