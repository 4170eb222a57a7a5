/** Bulk lookups (an extension, later revision): up to `MAX_BULK_LOOKUP` keys read by one store call, answered in key
 * order with the keys that found nothing under `notFound`; each key once, and no other filter or pagination. */
import { Effect, Option, Schema } from "effect"
import { listParam } from "../domain/query_params.ts"
import type { TxId } from "../domain/tx_id.ts"
import { type BadRequest, invalidParam } from "../errors.ts"
import { checkFilters, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"

/** The most keys one bulk lookup takes. */
export const MAX_BULK_LOOKUP = 100

/** What a bulk lookup answers: the items found, in the order their keys were given, and the keys that found none. */
export interface BulkLookup<A, K> {
  readonly items: ReadonlyArray<A>
  readonly notFound: ReadonlyArray<K>
}

/** A bulk lookup's query parameter: `what`, separated by `,` or `|` (as every list of the later revision, where it is served), at
 * most `MAX_BULK_LOOKUP`, documented with `description`. */
export function bulkParam<S extends Schema.Codec<unknown, string>>(element: S, what: string, description: string) {
  return listParam(element, what, "commaOrPipe").annotate({
    description:
      `${description}: at most ${MAX_BULK_LOOKUP} ${what} separated by '|' or ',', each once. Answered alone (no other ` +
      "filter, no fromItem, order or limit), in one read: the items found in the order given, pendingItems 0, and notFound " +
      "listing those that found nothing. A rate limit counts each as an item a list asks for. An extension of the contract."
  })
}

/** The list answer's `notFound` field (later revision: `true`), its keys written with `key`; none in the earlier revision. */
export function notFoundFields<S extends Schema.Top>(key: S) {
  return {
    true: {
      notFound: Schema.optionalKey(
        Schema.Array(key).annotate({
          description:
            "Present on the answer of a bulk lookup only: the keys given that found nothing, in the order given (an extension of the contract)"
        })
      )
    },
    false: {}
  } as const
}

/** The list schemas whose `notFound` field is an extension, by the `bulkLookups` row (marked in the OpenAPI document). */
export const BulkExtensionFields: {
  readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>
} = {
  true: { HistoryTransactions: ["notFound"], Accounts: ["notFound"] },
  false: {}
}

/** How a bulk parameter's keys are checked: the list's query and the rules the parameter obeys, and how keys compare and read. */
export interface KeyCheck<K> {
  /** The decoded query (every parameter given). */
  readonly query: Readonly<Record<string, unknown>>
  /** The parameter's rules (`alone`: no other parameter of the list). */
  readonly rules: FilterRules
  /** What makes two keys the same. */
  readonly identity: (key: K) => unknown
  /** A key as a message shows it. */
  readonly format: (key: K) => string
}

/** Why the keys of bulk parameter `param` cannot be looked up (more than `MAX_BULK_LOOKUP`, or one repeated), if they cannot. */
function keysProblem<K>(param: string, keys: ReadonlyArray<K>, check: KeyCheck<K>): string | undefined {
  if (keys.length > MAX_BULK_LOOKUP)
    return `"${param}" has ${keys.length} elements; at most ${MAX_BULK_LOOKUP} are allowed`
  const seen = new Map<unknown, number>()
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const first = seen.get(check.identity(key))
    if (first !== undefined) return `"${param}" element ${i + 1} (${check.format(key)}) repeats element ${first + 1}`
    seen.set(check.identity(key), i)
  }
  return undefined
}

/** Checks the keys of bulk parameter `param`: given alone (the query against the rules), at most `MAX_BULK_LOOKUP`, each once. */
export function checkKeys<K>(
  param: string,
  keys: ReadonlyArray<K>,
  check: KeyCheck<K>
): Effect.Effect<void, BadRequest> {
  const problem = keysProblem(param, keys, check)
  const checked: Effect.Effect<void, BadRequest> =
    problem === undefined ? Effect.void : Effect.fail(invalidParam(problem))
  return Effect.andThen(checkFilters(check.rules, check.query), checked)
}

/** A bulk lookup of transaction `ids` (the history's or the pool's): checked against `query` and `rules`, read by `read` in one call, answered in request order. */
export function lookUpIds<A>(
  ids: ReadonlyArray<TxId>,
  query: Readonly<Record<string, unknown>>,
  rules: FilterRules,
  read: (ids: ReadonlyArray<TxId>) => Effect.Effect<ReadonlyArray<Option.Option<A>>>
): Effect.Effect<BulkLookup<A, TxId>, BadRequest> {
  const checked = checkKeys("ids", ids, { query, rules, identity: (id) => id, format: (id) => id })
  return Effect.andThen(
    checked,
    Effect.map(read(ids), (found) => inRequestOrder(ids, found))
  )
}

/** The answer to `keys` from `found`, the port's answer (one option per key, in the same order). */
export function inRequestOrder<K, A>(keys: ReadonlyArray<K>, found: ReadonlyArray<Option.Option<A>>): BulkLookup<A, K> {
  const items: Array<A> = []
  const notFound: Array<K> = []
  keys.forEach((key, i) => {
    const item = found[i]
    if (item !== undefined && Option.isSome(item)) items.push(item.value)
    else notFound.push(key)
  })
  return { items, notFound }
}

/**
 * A lookup's items as a list page holding every one (nothing pending): how its answer is enveloped. Only the later
 * revision answers lookups, so the earlier envelope's first and last itemIds are left null.
 */
export function asPage<A>(lookup: BulkLookup<A, unknown>): Page<A> {
  return { items: lookup.items, pendingItems: 0, totalItems: lookup.items.length, firstItem: null, lastItem: null }
}
