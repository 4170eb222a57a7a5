/** The two read shapes every SQL store shares: a list page (`keyset_page.ts`) and a single-item lookup. */
import { type Context, Effect, Layer, Option } from "effect";
import type { Page, PageRequest } from "../../../core/pagination/page.ts";
import { SqlDatabase } from "../connection/database.ts";
import type { Reader } from "../connection/read_lane.ts";
import { type ListReader } from "./keyset_page.ts";
import type { Values } from "../rows/row.ts";
/** The page of `request` listed by `reader`, through the pool when it counts rows of a large table (it would hold up the reads pipelined behind it on a read session). */
export declare function readPage<Q, A>(db: SqlDatabase["Service"], reader: ListReader<Q, A>, request: Q, page: PageRequest): Effect.Effect<Page<A>, never, never>;
/** The first row of `statement` with `values` run by `read` (`db.read` or `db.readPooled`), decoded from its first column on, or none. */
export declare function readFirst<A>(read: Reader, statement: string, values: ReadonlyArray<unknown>, decode: (row: Values, at: number) => A): Effect.Effect<Option.Option<A>, never, never>;
/** Adds with an idempotent `insert` through the pool, else `existing` reads the stored row (a fresh snapshot sees the winner of concurrent adds). */
export declare function addOnce<A>(db: SqlDatabase["Service"], insert: readonly [statement: string, values: ReadonlyArray<unknown>], added: Effect.Effect<A>, existing: readonly [statement: string, values: ReadonlyArray<unknown>, decode: (row: Values) => A]): Effect.Effect<A>;
/** The layer of the port `key`, implemented over the SQL database by `make` (checked against the port: `NoInfer` keeps a missing member an error). */
export declare function storeLayer<I, S>(key: Context.Key<I, S>, make: (db: SqlDatabase["Service"]) => NoInfer<S>): Layer.Layer<I, never, SqlDatabase>;
