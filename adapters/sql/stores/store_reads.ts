/**
 * The two read shapes every SQL store shares, one statement at the edge with rows as value
 * arrays (the database's `read`, or `readPooled` for a statement that counts): a list page (the
 * source built per request with fresh parameters, the statement text once per shape, then
 * `keyset_page.ts`) and a single-item lookup (the first row of a statement, decoded, or none).
 */
import { Effect, Option } from "effect"
import type { Page, PageRequest } from "../../../core/pagination/page.ts"
import type { SqlDatabase } from "../connection/database.ts"
import { growsWithData, type ListSource, listStatementOf, pageOf } from "./keyset_page.ts"
import { Params } from "../rows/params.ts"
import type { Values } from "../rows/row.ts"

/** How a store lists: the source of a request's items, the page rows built from them, and their decoding (the item's columns from `at` on). */
export interface ListReader<Q, A> {
  readonly source: (request: Q, params: Params) => ListSource
  readonly rows: (driver: string) => string
  readonly decode: (row: Values, at: number) => A
}

/**
 * The page of `request` listed by `reader`: with the database's `read` when its statement
 * subtracts ordinals (a few index probes) or counts a small table, with `readPooled` when it
 * counts rows of a large one (its cost grows with the set counted: on a pooled connection of its
 * own it holds up no other read, while on a multiplexed read session every read pipelined behind
 * it would wait).
 */
export function readPage<Q, A>(db: SqlDatabase["Service"], reader: ListReader<Q, A>, request: Q, page: PageRequest) {
  return Effect.suspend(() => {
    const params = new Params()
    const source = reader.source(request, params)
    const text = listStatementOf({ source, rows: reader.rows, params }, page)
    return (growsWithData(source) ? db.readPooled : db.read)(text, params.values, (rows): Page<A> => pageOf(rows, reader.decode))
  })
}

/** The first row of `statement` with `values`, decoded from its first column on, or none. */
export function readFirst<A>(db: SqlDatabase["Service"], statement: string, values: ReadonlyArray<unknown>, decode: (row: Values, at: number) => A) {
  return db.read(statement, values, (rows) => {
    const first = rows[0]
    return first === undefined ? Option.none<A>() : Option.some(decode(first, 0))
  })
}
