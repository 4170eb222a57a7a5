/** The read shapes every SQL store shares: a list page and a walk's chunk (`keyset_page.ts`), a single-item lookup and
 * a lookup of many keys at once. */
import { type Context, Effect, Layer, Option } from "effect"
import type { Page, PageRequest } from "../../../core/pagination/page.ts"
import { ShownPageCounts } from "../../../core/pagination/shown_counts.ts"
import { ChainFinalityReader } from "../../../core/ports/chain_finality.ts"
import { SqlDatabase } from "../connection/database.ts"
import type { Reader } from "../connection/read_lane.ts"
import { chunkOf, growsWithData, type ListReader, pageOf, pageStatement, walkStatement } from "./keyset_page.ts"
import type { Values } from "../rows/row.ts"
import { ItemTemplates, type TemplateMaker } from "../templates/item_templates.ts"

/**
 * The page of `request` listed by `reader` with the counts the request shows (`ShownPageCounts`), through the pool when it
 * counts rows of a large table (it would hold up the reads pipelined behind it on a read session).
 */
export function readPage<Q, A>(db: SqlDatabase["Service"], reader: ListReader<Q, A>, request: Q, page: PageRequest) {
  return Effect.withFiber((fiber) => {
    const { source, text, values } = pageStatement(reader, request, page, fiber.getRef(ShownPageCounts))
    return (growsWithData(source) ? db.readPooled : db.read)(
      text,
      values,
      (rows): Page<A> => pageOf(rows, reader.decode)
    )
  })
}

/**
 * The chunk of a walk of `request` listed by `reader`: its items after `afterItem`, at most `limit`, one statement through
 * the pool (thousands of rows would hold up the reads pipelined behind them on a read session).
 */
export function readChunk<Q, A>(
  db: SqlDatabase["Service"],
  reader: ListReader<Q, A>,
  request: Q,
  afterItem: number | undefined,
  limit: number
) {
  return Effect.suspend(() => {
    const { text, values } = walkStatement(reader, request, afterItem, limit)
    return db.readPooled(text, values, (rows): ReadonlyArray<A> => chunkOf(rows, reader.decode))
  })
}

/** The first row of `statement` with `values` run by `read` (`db.read` or `db.readPooled`), decoded from its first column on, or none. */
export function readFirst<A>(
  read: Reader,
  statement: string,
  values: ReadonlyArray<unknown>,
  decode: (row: Values, at: number) => A
) {
  return read(statement, values, (rows) => {
    const first = rows[0]
    return first === undefined ? Option.none<A>() : Option.some(decode(first, 0))
  })
}

/** How `readMany` reads: the statement (its keys bound as one array parameter), its values, a row's decoder and a decoded item's key. */
export interface ManyLookup<K, A> {
  readonly statement: string
  readonly values: ReadonlyArray<unknown>
  readonly decode: (row: Values, at: number) => A
  readonly keyOf: (item: A) => K
}

/**
 * The item of each of `keys`, in their order, from the rows of one statement run by `read` (one round trip, one
 * snapshot): repeated keys answered alike, a key without a row none; of two rows with one key the first is kept, as
 * `readFirst` keeps it.
 */
export function readMany<K, A>(read: Reader, keys: ReadonlyArray<K>, lookup: ManyLookup<K, A>) {
  return read(lookup.statement, lookup.values, (rows) => {
    const found = new Map<K, A>()
    for (const row of rows) {
      const item = lookup.decode(row, 0)
      const key = lookup.keyOf(item)
      if (!found.has(key)) found.set(key, item)
    }
    return keys.map((key) => Option.fromUndefinedOr(found.get(key)))
  })
}

/** Adds with an idempotent `insert` through the pool, else `existing` reads the stored row (a fresh snapshot sees the winner of concurrent adds). */
export function addOnce<A>(
  db: SqlDatabase["Service"],
  insert: readonly [statement: string, values: ReadonlyArray<unknown>],
  added: Effect.Effect<A>,
  existing: StoredLookup<A>
): Effect.Effect<A> {
  return Effect.flatMap(
    db.readPooled(insert[0], insert[1], (rows) => rows.length > 0),
    (isAdded) => (isAdded ? added : readStored(db, existing))
  )
}

/** How an insert that met a taken key reads the stored row: the statement, its values and the row's decoder. */
export type StoredLookup<A> = readonly [statement: string, values: ReadonlyArray<unknown>, decode: (row: Values) => A]

/** The row an insert met (it must be stored), decoded. */
export function readStored<A>(
  db: SqlDatabase["Service"],
  [statement, values, decode]: StoredLookup<A>
): Effect.Effect<A> {
  return db.read(statement, values, (rows) => {
    const row = rows[0]
    if (row === undefined) throw new Error(`sql adapter: an insert met a stored row that cannot be read (${statement})`)
    return decode(row)
  })
}

/** The layer of a store made from the database, whose answers carry finalities read from `ChainFinalityReader`, and the
 * storage's template maker when it keeps templates. */
export function finalStoreLayer<I, S>(
  key: Context.Key<I, S>,
  make: (
    db: SqlDatabase["Service"],
    finality: ChainFinalityReader["Service"],
    templates: TemplateMaker | undefined
  ) => NoInfer<S>
): Layer.Layer<I, never, SqlDatabase | ChainFinalityReader> {
  return Layer.effect(
    key,
    Effect.map(
      Effect.all([
        Effect.service(SqlDatabase),
        Effect.service(ChainFinalityReader),
        Effect.serviceOption(ItemTemplates)
      ]),
      ([db, finality, templates]) => make(db, finality, Option.getOrUndefined(templates))
    )
  )
}

/** The layer of the port `key`, implemented over the SQL database by `make` (checked against the port: `NoInfer` keeps a missing member an error). */
export function storeLayer<I, S>(
  key: Context.Key<I, S>,
  make: (db: SqlDatabase["Service"]) => NoInfer<S>
): Layer.Layer<I, never, SqlDatabase> {
  return Layer.effect(key, Effect.map(Effect.service(SqlDatabase), make))
}
