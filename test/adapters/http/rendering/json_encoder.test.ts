/** The compiled JSON encoder writes exactly what the generic encoder and `JSON.stringify` write, for values generated
 * from every rendered schema, edge values, and the schemas it does not compile. */
import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { jsonEncoder } from "../../../../adapters/http/rendering/json_encoder.ts"
import { AccountCreationAuthorization } from "../../../../core/domain/account_authorization.ts"
import { Account } from "../../../../core/domain/account.ts"
import { Bid, Coordinator } from "../../../../core/domain/auction.ts"
import { Batch } from "../../../../core/domain/batch.ts"
import { Health } from "../../../../core/domain/health.ts"
import { NetworkConfig } from "../../../../core/domain/network_config.ts"
import { BigIntString, Nonce } from "../../../../core/domain/scalars.ts"
import { PoolL2Transaction } from "../../../../core/domain/pool_transaction.ts"
import { SearchResults } from "../../../../core/domain/search_result.ts"
import { Token } from "../../../../core/domain/token.ts"
import { TransactionId } from "../../../../core/domain/tx_id.ts"
import { REVISIONS } from "../../../../core/revision/revision.ts"
import { selectionsFor } from "../../../../core/revision/revision_schemas.ts"

/** The generic encoding the compiled one must equal. */
function reference<S extends Schema.Codec<unknown, unknown>>(schema: S): (value: S["Type"]) => string {
  const encode = Schema.encodeSync(schema, { disableChecks: true })
  return (value) => JSON.stringify(encode(value))
}

/** Every wire schema the handlers render, by name. */
const RENDERED: ReadonlyArray<readonly [string, Schema.Codec<unknown, unknown>]> = [
  ["Account", Account as unknown as Schema.Codec<unknown, unknown>],
  ["AccountCreationAuthorization", AccountCreationAuthorization as unknown as Schema.Codec<unknown, unknown>],
  ["Bid", Bid as unknown as Schema.Codec<unknown, unknown>],
  ["Coordinator", Coordinator as unknown as Schema.Codec<unknown, unknown>],
  ["Batch", Batch as unknown as Schema.Codec<unknown, unknown>],
  ["Health", Health as unknown as Schema.Codec<unknown, unknown>],
  ["NetworkConfig", NetworkConfig as unknown as Schema.Codec<unknown, unknown>],
  ["PoolL2Transaction", PoolL2Transaction as unknown as Schema.Codec<unknown, unknown>],
  ["SearchResults", SearchResults as unknown as Schema.Codec<unknown, unknown>],
  ["Token", Token as unknown as Schema.Codec<unknown, unknown>],
  ["TransactionId", TransactionId as unknown as Schema.Codec<unknown, unknown>],
  ...REVISIONS.flatMap((revision) => {
    const selected = selectionsFor(revision)
    return [
      [`${revision} Exit`, selected.exit.schema],
      [`${revision} Slot`, selected.slot.schema],
      [`${revision} HistoryTransaction`, selected.historyTransaction.schema],
      [`${revision} FullBatch`, selected.fullBatch.schema],
      [`${revision} State`, selected.state.schema]
    ] as ReadonlyArray<readonly [string, Schema.Codec<unknown, unknown>]>
  })
]

describe("jsonEncoder", () => {
  for (const [name, schema] of RENDERED) {
    const compiled = jsonEncoder(schema)
    const expected = reference(schema)
    it.prop(
      `writes ${name} as the generic encoder does`,
      [schema],
      ([value]) => {
        expect(compiled(value)).toBe(expected(value))
      },
      { arbitrary: { runs: 100 } }
    )
  }

  it("writes nulls, absent optional keys, empty arrays and big uint64s as the generic encoder does", () => {
    const schema = Schema.Struct({
      a: Schema.NullOr(Schema.String),
      b: Schema.optionalKey(Schema.Number),
      c: Schema.optional(Schema.Boolean),
      d: Schema.Array(Schema.Literals(["x", "y"])),
      e: BigIntString,
      f: Nonce
    })
    const values = [
      { a: null, d: [], e: 0n, f: 0n },
      { a: 'q"\n\u2028', b: 1.5, c: undefined, d: ["x", "y"], e: 2n ** 70n, f: 2n ** 53n + 1n },
      { a: "", b: Number.NaN, c: true, d: ["y"], e: 18446744073709551615n, f: 18446744073709551615n }
    ]
    const compiled = jsonEncoder(schema)
    const expected = reference(schema as unknown as Schema.Codec<unknown, unknown>)
    for (const value of values) expect(compiled(value as never)).toBe(expected(value))
  })

  it("falls back to the generic encoder for what it does not compile (records, tuples)", () => {
    const schema = Schema.Struct({
      fees: Schema.Record(Schema.String, BigIntString),
      pair: Schema.Tuple([Schema.Number, Schema.String])
    })
    const value = { fees: { "0": 12n, "7": 3n }, pair: [1, "a"] as const }
    expect(jsonEncoder(schema)(value as never)).toBe(
      reference(schema as unknown as Schema.Codec<unknown, unknown>)(value)
    )
    expect(jsonEncoder(schema)(value as never)).toBe('{"fees":{"0":"12","7":"3"},"pair":[1,"a"]}')
  })
})
