/**
 * Filter compatibility as data, and the one checker that enforces it (`interface.md` states the
 * incompatibilities per endpoint; `decisions.md` makes every one a 400).
 */
import { Effect } from "effect";
import { BadRequest, invalidParam } from "../errors.js";
/** Rules with no constraint. */
export const NO_RULES = { incompatible: [], atLeastOne: [] };
/** The first rule that `present` (the given parameters, by name) breaks, if any. */
export function violation(rules, present) {
    for (const [a, b] of rules.incompatible) {
        if (present.has(a) && present.has(b))
            return `"${a}" is incompatible with "${b}"`;
    }
    if (rules.atLeastOne.length > 0 && !rules.atLeastOne.some((name) => present.has(name))) {
        return `at least one of ${rules.atLeastOne.map((n) => `"${n}"`).join(", ")} must be provided`;
    }
    return undefined;
}
/** Succeeds when the given parameters (those whose value is not undefined) respect `rules`. */
export function checkFilters(rules, params) {
    const present = new Set(Object.keys(params).filter((k) => params[k] !== undefined));
    const message = violation(rules, present);
    return message === undefined ? Effect.void : Effect.fail(invalidParam(message));
}
