/** The two read shapes every SQL store shares: a list page (`keyset_page.ts`) and a single-item lookup. */
import { Effect, Layer, Option } from "effect";
import { SqlDatabase } from "../connection/database.js";
import { growsWithData, pageOf, pageStatement } from "./keyset_page.js";
/** The page of `request` listed by `reader`, through the pool when it counts rows of a large table (it would hold up the reads pipelined behind it on a read session). */
export function readPage(db, reader, request, page) {
    return Effect.suspend(() => {
        const { source, text, values } = pageStatement(reader, request, page);
        return (growsWithData(source) ? db.readPooled : db.read)(text, values, (rows) => pageOf(rows, reader.decode));
    });
}
/** The first row of `statement` with `values` run by `read` (`db.read` or `db.readPooled`), decoded from its first column on, or none. */
export function readFirst(read, statement, values, decode) {
    return read(statement, values, (rows) => {
        const first = rows[0];
        return first === undefined ? Option.none() : Option.some(decode(first, 0));
    });
}
/** Adds with an idempotent `insert` through the pool, else `existing` reads the stored row (a fresh snapshot sees the winner of concurrent adds). */
export function addOnce(db, insert, added, existing) {
    return Effect.flatMap(db.readPooled(insert[0], insert[1], (rows) => rows.length > 0), (isAdded) => isAdded ? added : db.read(existing[0], existing[1], (rows) => {
        const row = rows[0];
        if (row === undefined)
            throw new Error(`sql adapter: an insert met a stored row that cannot be read (${existing[0]})`);
        return existing[2](row);
    }));
}
/** The layer of the port `key`, implemented over the SQL database by `make` (checked against the port: `NoInfer` keeps a missing member an error). */
export function storeLayer(key, make) {
    return Layer.effect(key, Effect.map(Effect.service(SqlDatabase), make));
}
