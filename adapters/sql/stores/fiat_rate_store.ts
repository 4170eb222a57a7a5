/** The FiatRateStore port on PostgreSQL (`fiat_rate`): recording is one upsert of every rate, so a list is recorded
 * whole or not at all. */
import type { CurrencyCode, FiatCurrency } from "../../../core/domain/fiat_currency.ts"
import { FiatRateStore } from "../../../core/ports/fiat_rate_store.ts"
import { TEXT } from "../rows/params.ts"
import { dateAt, floatAt, textAt, type Values } from "../rows/row.ts"
import { readFirst, storeLayer } from "./store_reads.ts"

const COLUMNS = "currency, base_currency, price, last_update"

function rateOf(row: Values, at: number): FiatCurrency {
  return {
    currency: textAt(row, at) as CurrencyCode,
    baseCurrency: textAt(row, at + 1) as CurrencyCode,
    price: floatAt(row, at + 2),
    lastUpdate: dateAt(row, at + 3)
  }
}

// The rates as four arrays (prices and times as text: a double's shortest text reads back as the same double).
const RECORD = `INSERT INTO fiat_rate (${COLUMNS})
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[]::float8[], $4::text[]::timestamptz[])
  ON CONFLICT (base_currency, currency) DO UPDATE SET price = excluded.price, last_update = excluded.last_update`

const LIST = `SELECT ${COLUMNS} FROM fiat_rate WHERE base_currency = $1 AND ($2::text[] IS NULL OR currency = ANY ($2::text[]))
  ORDER BY currency`

const GET = `SELECT ${COLUMNS} FROM fiat_rate WHERE currency = $1 AND base_currency = $2`

/** The last rate of each currency and base in `rates`, as one upsert may take them (no row twice). */
function lastOfEach(rates: ReadonlyArray<FiatCurrency>): Array<FiatCurrency> {
  return [...new Map(rates.map((rate) => [`${rate.currency}/${rate.baseCurrency}`, rate])).values()]
}

/** The FiatRateStore port on the SQL database (read on the primary, as the rates are written there). */
export const layer = storeLayer(FiatRateStore, (db) => ({
  record: (rates) => {
    const rows = lastOfEach(rates)
    return db.readPooled(
      RECORD,
      [
        TEXT.bind(rows.map((rate) => rate.currency)),
        TEXT.bind(rows.map((rate) => rate.baseCurrency)),
        TEXT.bind(rows.map((rate) => String(rate.price))),
        TEXT.bind(rows.map((rate) => rate.lastUpdate.toISOString()))
      ],
      () => undefined
    )
  },
  list: (filter) =>
    db.read(LIST, [filter.base, filter.currencies === undefined ? null : TEXT.bind(filter.currencies)], (rows) =>
      rows.map((row) => rateOf(row, 0))
    ),
  get: (currency, base) => readFirst(db.read, GET, [currency, base], rateOf)
}))
