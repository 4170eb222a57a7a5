/** Migration 20, fiat exchange rates (`GET /currencies`): one rate per currency and base, as the coordinator last
 * recorded it. */

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE fiat_rate (
    base_currency text NOT NULL,
    currency text NOT NULL,
    price double precision NOT NULL,
    last_update timestamptz NOT NULL,
    PRIMARY KEY (base_currency, currency)
  )`
]
