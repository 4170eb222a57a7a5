/** Who answered wrongly: each storage's answer to a read or a move judged against the model's prediction, or against
 * the reference storage's (the first, memory) where the model predicts nothing; a wrong one throws a `ModelFailure`
 * naming the storage and printing the whole difference. */
import { inspect, isDeepStrictEqual } from "node:util"
import { EVERY_STORAGE, ModelFailure } from "./model_failure.ts"

/** Where a run is: the move's index and the move as `formatCommands` prints it. */
export interface At {
  readonly step: number
  readonly move: string
}

/** One storage's answer to a read (or a move), as the check projects it. */
export type Answered = readonly [storage: string, value: unknown]

/** `value` printed whole: every level, every item, every character. */
function whole(value: unknown): string {
  return inspect(value, { depth: null, maxArrayLength: null, maxStringLength: null, breakLength: 120, sorted: true })
}

/** The paths at which `expected` and `answered` differ, each with both values (a JSON-like walk). */
function differingPaths(expected: unknown, answered: unknown, path = "$"): Array<string> {
  if (isDeepStrictEqual(expected, answered)) return []
  const bothObjects =
    typeof expected === "object" && expected !== null && typeof answered === "object" && answered !== null
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(answered)) {
    return [`${path}: expected ${whole(expected)}, answered ${whole(answered)}`]
  }
  const keys = Array.isArray(expected)
    ? Array.from({ length: Math.max(expected.length, (answered as Array<unknown>).length) }, (_, i) => String(i))
    : [...new Set([...Object.keys(expected), ...Object.keys(answered)])].sort()
  return keys.flatMap((key) =>
    differingPaths(
      (expected as Record<string, unknown>)[key],
      (answered as Record<string, unknown>)[key],
      Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`
    )
  )
}

/** The difference a failure prints: the expected value, the answered one, both whole, and the paths that differ. */
export function difference(expectedFrom: string, expected: unknown, answeredBy: string, answered: unknown): string {
  return [
    `expected (${expectedFrom}): ${whole(expected)}`,
    `answered by ${answeredBy}: ${whole(answered)}`,
    "differing paths:",
    ...differingPaths(expected, answered).map((line) => `  ${line}`)
  ].join("\n")
}

/** Throws when a storage's answer differs from the model's `expected`: naming that storage, or `EVERY_STORAGE` when
 * there are several and all agree with each other but not with the model. */
export function agreeWithModel(at: At, read: string, expected: unknown, answers: ReadonlyArray<Answered>): void {
  const wrong = answers.filter(([, value]) => !isDeepStrictEqual(value, expected))
  const [first] = wrong
  if (first === undefined) return
  const all =
    answers.length > 1 &&
    wrong.length === answers.length &&
    wrong.every(([, value]) => isDeepStrictEqual(value, first[1]))
  const storage = all ? EVERY_STORAGE : first[0]
  throw new ModelFailure(at.step, at.move, read, storage, difference("the model", expected, storage, first[1]))
}

/** Throws when a storage's answer differs from the reference's (the first answer, memory's), naming that storage. */
export function agreeWithReference(at: At, read: string, answers: ReadonlyArray<Answered>): void {
  const [reference, ...others] = answers
  if (reference === undefined) return
  for (const [storage, value] of others) {
    if (isDeepStrictEqual(value, reference[1])) continue
    throw new ModelFailure(at.step, at.move, read, storage, difference(reference[0], reference[1], storage, value))
  }
}

/** Throws when a storage's answer differs from what its own other answers (`expectedFrom`) say it must be (`expected`,
 * each storage's own: a filtered walk against its whole list where the model predicts nothing of the filter, a list's
 * items against their single reads), naming that storage. */
export function agreeWithItself(
  at: At,
  read: string,
  expectedFrom: string,
  answers: ReadonlyArray<readonly [storage: string, expected: unknown, answered: unknown]>
): void {
  for (const [storage, expected, answered] of answers) {
    if (isDeepStrictEqual(answered, expected)) continue
    throw new ModelFailure(at.step, at.move, read, storage, difference(expectedFrom, expected, storage, answered))
  }
}
