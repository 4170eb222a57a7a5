/**
 * The two read shapes every SQL store shares, run at the database's edge (`SqlDatabase.run`): a
 * list page (the source built per request with fresh parameters, then `keyset_page.ts`) and a
 * single-item lookup (the first row of a statement, decoded, or none).
 */
import { Effect, Option } from "effect"
import type { Page, PageRequest } from "../../core/pagination/page.ts"
import type { SqlError } from "effect/sql/SqlError"
import type { SqlDatabase } from "./database.ts"
import { listPage, type ListSource } from "./keyset_page.ts"
import { Params } from "./params.ts"
import type { Row } from "./row.ts"

/** How a store lists: the source of a request's items, the page rows built from them, and their decoding. */
export interface ListReader<Q, A> {
  readonly source: (request: Q, params: Params) => ListSource
  readonly rows: (driver: string) => string
  readonly decode: (row: Row) => A
}

/** The page of `request` listed by `reader`. */
export function readPage<Q, A>(db: SqlDatabase["Service"], reader: ListReader<Q, A>, request: Q, page: PageRequest) {
  return db.run(Effect.suspend((): Effect.Effect<Page<A>, SqlError> => {
    const params = new Params()
    return listPage(db.sql, { source: reader.source(request, params), rows: reader.rows, params }, page, reader.decode)
  }))
}

/** The first row of `statement` with `values`, decoded, or none. */
export function readFirst<A>(db: SqlDatabase["Service"], statement: string, values: ReadonlyArray<unknown>, decode: (row: Row) => A) {
  return db.run(db.sql.unsafe<Row>(statement, values).pipe(Effect.map((found) => Option.map(Option.fromNullishOr(found[0]), decode))))
}
