import { Params } from "../rows/params.js";
import { intAt, intOrNullAt, isNullAt } from "../rows/row.js";
/** The largest int8, the open upper bound of an item range. */
const MAX_ITEM = "9223372036854775807";
/** The source of `table` driven by the first of `filters` (none: every row), the others residual conditions. */
export function drivenSource(table, filters, params) {
    const [driving, ...others] = filters;
    return {
        table,
        item: "item_id",
        keys: driving === undefined ? [] : [[driving[0], params.add(driving[1])]],
        ordinal: driving === undefined ? "ord_all" : driving[2],
        residual: others.map(([column, value]) => `x.${column} = ${params.add(value)}`)
    };
}
/** The itemId range of the `kind` rows (`tx`, `exit`) batch `batch` (a placeholder) wrote, from its row's start and count; empty without one. */
export function batchItems(kind, batch) {
    return {
        lo: `COALESCE((SELECT ${kind}_item_start FROM batch WHERE batch_num = ${batch}), 1)`,
        hi: `COALESCE((SELECT ${kind}_item_start + ${kind}_count - 1 FROM batch WHERE batch_num = ${batch}), 0)`
    };
}
/** The page rows' SELECT from `driver` (a subquery of the page's `item`s): `page_item`, then `columns` of `joins` on alias `d`. */
export function pageRows(columns, joins) {
    return (driver) => `SELECT d.item AS page_item, ${columns} FROM (${driver}) d ${joins}`;
}
/** The source's conditions on alias `x`, with `k.v` standing for the current value of `anyOf`. */
function keyConditions(source, perValue) {
    const conditions = source.keys.map(([column, placeholder]) => `x.${column} = ${placeholder}`);
    if (source.anyOf !== undefined) {
        const [column, placeholder] = source.anyOf;
        conditions.push(perValue ? `x.${column} = k.v` : `x.${column} = ANY(${placeholder})`);
    }
    return conditions;
}
function where(conditions) {
    return conditions.length === 0 ? "" : `WHERE ${conditions.join(" AND ")} `;
}
/** Whether a source's statement counts its rows (the count strategy) rather than subtracting ordinals. */
export function counts(source) {
    return (source.residual ?? []).length > 0 || (source.ordinal === undefined && source.probe === undefined);
}
/** Whether a source's statement may cost in proportion to the data: it counts rows of a table that is not small. */
export function growsWithData(source) {
    return counts(source) && source.small !== true;
}
/** The statement of a list page with its counts. */
function listStatement(source, rows, params, request) {
    const item = `x.${source.item}`;
    const asc = request.order === "ASC";
    const from = request.fromItem === undefined ? undefined : params.add(request.fromItem);
    const limit = params.add(request.limit);
    const residual = source.residual ?? [];
    const ordinal = residual.length === 0 ? source.ordinal : undefined;
    const custom = residual.length === 0 ? source.probe : undefined;
    const perValue = ordinal !== undefined && source.anyOf !== undefined;
    const keys = keyConditions(source, perValue);
    const hasLo = source.lo !== undefined;
    const hasHi = source.hi !== undefined;
    const lo = "(SELECT b.lo FROM b)";
    const hi = "(SELECT b.hi FROM b)";
    const pageLow = asc && from !== undefined ? (hasLo ? `GREATEST(${lo}, ${from})` : from) : hasLo ? lo : undefined;
    const pageHigh = !asc && from !== undefined ? (hasHi ? `LEAST(${hi}, ${from})` : from) : hasHi ? hi : undefined;
    const pageConditions = [
        ...keys,
        ...residual,
        ...(pageLow === undefined ? [] : [`${item} >= ${pageLow}`]),
        ...(pageHigh === undefined ? [] : [`${item} <= ${pageHigh}`])
    ];
    const direction = asc ? "ASC" : "DESC";
    const pageQuery = `SELECT ${item} AS item FROM ${source.table} x ${where(pageConditions)}ORDER BY ${item} ${direction} LIMIT ${limit}`;
    const driver = perValue && source.anyOf !== undefined
        ? `SELECT y.item FROM unnest(${source.anyOf[1]}) AS k(v) CROSS JOIN LATERAL (${pageQuery}) y ORDER BY y.item ${direction} LIMIT ${limit}`
        : pageQuery;
    const inRange = [...(hasLo ? [`${item} >= b.lo`] : []), ...(hasHi ? [`${item} <= b.hi`] : [])];
    let stats;
    if (ordinal !== undefined || custom !== undefined) {
        const probe = custom ?? ((at) => `COALESCE((SELECT x.${ordinal} FROM ${source.table} x ${where([...keys, ...(at === undefined ? [] : [`${item} <= ${at}`])])}ORDER BY ${item} DESC LIMIT 1), 0)`);
        const end = probe(hasHi ? "b.hi" : undefined);
        const before = hasLo ? probe("b.lo - 1") : "0";
        const remaining = from === undefined
            ? `${end} - ${before}`
            : asc
                ? `${end} - ${probe(hasLo ? `GREATEST(b.lo, ${from}) - 1` : `${from} - 1`)}`
                : `${probe(hasHi ? `LEAST(b.hi, ${from})` : from)} - ${before}`;
        const edge = (dir) => `(SELECT ${item} FROM ${source.table} x ${where([...keys, ...inRange])}ORDER BY ${item} ${dir} LIMIT 1)`;
        const columns = [
            ["total", `GREATEST(${end} - ${before}, 0)`],
            ["first", edge("ASC")],
            ["last", edge("DESC")],
            ["remaining", `GREATEST(${remaining}, 0)`]
        ];
        stats = perValue && source.anyOf !== undefined
            ? `SELECT COALESCE(sum(c.total), 0)::int8 AS stat_total, min(c.first) AS stat_first, max(c.last) AS stat_last, ` +
                `COALESCE(sum(c.remaining), 0)::int8 AS stat_remaining ` +
                `FROM b CROSS JOIN unnest(${source.anyOf[1]}) AS k(v) CROSS JOIN LATERAL (SELECT ${columns.map(([name, e]) => `${e} AS ${name}`).join(", ")}) c`
            : `SELECT ${columns.map(([name, e]) => `${e} AS stat_${name}`).join(", ")} FROM b`;
    }
    else {
        const remaining = from === undefined ? "count(*)" : `count(*) FILTER (WHERE ${item} ${asc ? ">=" : "<="} ${from})`;
        stats = `SELECT count(*) AS stat_total, min(${item}) AS stat_first, max(${item}) AS stat_last, ${remaining} AS stat_remaining ` +
            `FROM b CROSS JOIN ${source.table} x ${where([...keys, ...residual, ...inRange])}`;
    }
    return `WITH b AS MATERIALIZED (SELECT (${source.lo ?? "0"})::int8 AS lo, (${source.hi ?? MAX_ITEM})::int8 AS hi),\n` +
        `st AS MATERIALIZED (${stats})\n` +
        `SELECT st.stat_total, st.stat_first, st.stat_last, st.stat_remaining, pg.*\n` +
        `FROM st LEFT JOIN LATERAL (${rows(driver)}) pg ON true\n` +
        `ORDER BY pg.page_item ${direction}`;
}
/** Where the page item is in a list statement's row (after the four counts); the item's own columns follow. */
const PAGE_ITEM_AT = 4;
/** Statement texts by shape, per page-row builder (the stores' `rows` functions are module constants). */
const statements = new WeakMap();
/** Shapes remembered per page-row builder before its cache starts over (the real shapes stay far below). */
const MAX_SHAPES = 512;
/** The key of a statement's shape: its source's SQL fragments (a `probe` only by its presence), the order and whether a cursor is given. */
function shapeKey(source, request) {
    return JSON.stringify([source, source.probe !== undefined, request.order, request.fromItem === undefined]);
}
/** The statement and parameters of the page `page` of `request` listed by `reader` (its text built once per shape), and its source. */
export function pageStatement(reader, request, page) {
    const params = new Params();
    const source = reader.source(request, params);
    let byShape = statements.get(reader.rows);
    if (byShape === undefined) {
        byShape = new Map();
        statements.set(reader.rows, byShape);
    }
    const key = shapeKey(source, page);
    let text = byShape.get(key);
    if (text !== undefined) {
        if (page.fromItem !== undefined)
            params.add(page.fromItem);
        params.add(page.limit);
    }
    else {
        text = listStatement(source, reader.rows, params, page);
        if (byShape.size >= MAX_SHAPES)
            byShape.clear();
        byShape.set(key, text);
    }
    return { source, text, values: params.values };
}
/** The page of a list statement's rows, each item decoded by `decode` from its own columns on. */
export function pageOf(rows, decode) {
    const stats = rows[0];
    if (stats === undefined)
        throw new Error("sql adapter: a list statement returned no row");
    const items = [];
    for (const row of rows) {
        if (!isNullAt(row, PAGE_ITEM_AT))
            items.push(decode(row, PAGE_ITEM_AT + 1));
    }
    const remaining = intAt(stats, 3);
    return {
        items,
        pendingItems: Math.max(0, remaining - items.length),
        totalItems: intAt(stats, 0),
        firstItem: intOrNullAt(stats, 1),
        lastItem: intOrNullAt(stats, 2)
    };
}
