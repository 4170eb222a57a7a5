/** Filter compatibility as data, and the one checker that enforces it (every incompatibility is a 400). */
import { Effect } from "effect"
import { type BadRequest, invalidParam } from "../errors.ts"

/** The rules of one endpoint's filters, by query parameter name. */
export interface FilterRules {
  /** Pairs of parameters that may not be given together. */
  readonly incompatible: ReadonlyArray<readonly [string, string]>
  /** When non-empty, at least one of these parameters must be given. */
  readonly atLeastOne: ReadonlyArray<string>
}

/** Rules with no constraint. */
export const NO_RULES: FilterRules = { incompatible: [], atLeastOne: [] }

/** The rules of a parameter that answers alone: `name` may not be given with any of `others` (itself excepted). */
export function alone(name: string, others: Iterable<string>): FilterRules {
  const incompatible: Array<readonly [string, string]> = []
  for (const other of others) if (other !== name) incompatible.push([name, other])
  return { incompatible, atLeastOne: [] }
}

/** The first rule that `present` (the given parameters, by name) breaks, if any. */
export function violation(rules: FilterRules, present: ReadonlySet<string>): string | undefined {
  for (const [a, b] of rules.incompatible) {
    if (present.has(a) && present.has(b)) return `"${a}" is incompatible with "${b}"`
  }
  if (rules.atLeastOne.length > 0 && !rules.atLeastOne.some((name) => present.has(name))) {
    return `at least one of ${rules.atLeastOne.map((n) => `"${n}"`).join(", ")} must be provided`
  }
  return undefined
}

/** Succeeds when the given parameters (those whose value is not undefined) respect `rules`. */
export function checkFilters(
  rules: FilterRules,
  params: Readonly<Record<string, unknown>>
): Effect.Effect<void, BadRequest> {
  const present = new Set(Object.keys(params).filter((k) => params[k] !== undefined))
  const message = violation(rules, present)
  return message === undefined ? Effect.void : Effect.fail(invalidParam(message))
}
