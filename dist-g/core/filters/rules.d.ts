/**
 * Filter compatibility as data, and the one checker that enforces it (`interface.md` states the
 * incompatibilities per endpoint; `decisions.md` makes every one a 400).
 */
import { Effect } from "effect";
import { BadRequest } from "../errors.ts";
/** The rules of one endpoint's filters, by query parameter name. */
export interface FilterRules {
    /** Pairs of parameters that may not be given together. */
    readonly incompatible: ReadonlyArray<readonly [string, string]>;
    /** When non-empty, at least one of these parameters must be given. */
    readonly atLeastOne: ReadonlyArray<string>;
}
/** Rules with no constraint. */
export declare const NO_RULES: FilterRules;
/** The first rule that `present` (the given parameters, by name) breaks, if any. */
export declare function violation(rules: FilterRules, present: ReadonlySet<string>): string | undefined;
/** Succeeds when the given parameters (those whose value is not undefined) respect `rules`. */
export declare function checkFilters(rules: FilterRules, params: Readonly<Record<string, unknown>>): Effect.Effect<void, BadRequest>;
