/** The rendering cache checked against its columns, on the embedded PostgreSQL and a server: a seeded database agrees;
 * a column changed by hand on one row is found, with its table, row and field and both values, whatever the chunk;
 * a storage without the cache offers no check. */
import { type Context, Effect, Exit, Layer, Option, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import { TemplateCheck, type TemplateMismatch } from "../../../adapters/sql/templates/template_check.ts"
import { disagreementOf, storedTemplatesChecked } from "../../../app/cli/template_check_report.ts"
import type { NetworkSettings } from "../../../core/ports/network_settings.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"
import { FixtureSettings, seedFixture } from "../http/fixture.ts"
import { makeTestNode, numberedWallet } from "../../../app/testing/mod.ts"
import {
  DATABASE_URL,
  embeddedStorage,
  freshEmbedded,
  freshServerDatabase,
  memoryStorage,
  onServer,
  sqlStorage
} from "./test_databases.ts"

/** A storage's ports and how to run a statement on its database beside them. */
interface Opened {
  readonly ports: Layer.Layer<StoragePorts, unknown>
  readonly exec: (statement: string) => Promise<unknown>
}

/** A new embedded database with the rendering cache; statements run on its PGlite. */
const embedded: Effect.Effect<Opened, unknown, Scope.Scope> = Effect.map(freshEmbedded, (server) => ({
  ports: sqlStorage({ connection: server.connection, templates: templateMaker }),
  exec: (statement) => server.db.exec(statement)
}))

/** A new database on the server of `url` with the rendering cache; statements run on their own connection. */
const onServerAt = (url: string): Effect.Effect<Opened, unknown, Scope.Scope> =>
  Effect.map(freshServerDatabase(url), (database) => ({
    ports: sqlStorage({ connection: { url: Redacted.make(database) }, templates: templateMaker }),
    exec: (statement) => Effect.runPromise(onServer(database, statement))
  }))

/** What the suites' storage is built with. */
type Services = StoragePorts | NetworkSettings

/** The check on `context`, `chunk` items a statement: its summary and mismatches. */
function check(context: Context.Context<Services>, chunk?: number) {
  return Effect.runPromise(
    Effect.gen(function* () {
      const mismatches: Array<TemplateMismatch> = []
      const summary = yield* Option.getOrThrow(yield* Effect.serviceOption(TemplateCheck)).check(
        (mismatch) => Effect.sync(() => mismatches.push(mismatch)),
        {
          chunk
        }
      )
      return { summary, mismatches }
    }).pipe(Effect.provideContext(context))
  )
}

/** The suite on the storage `open` makes. */
function suite(open: Effect.Effect<Opened, unknown, Scope.Scope>): void {
  const scope = Scope.makeUnsafe()
  let context: Context.Context<Services>
  let exec: Opened["exec"]
  beforeAll(async () => {
    const opened = await Effect.runPromise(Scope.provide(open, scope))
    exec = opened.exec
    context = await Effect.runPromise(Layer.buildWithScope(Layer.merge(opened.ports, FixtureSettings), scope))
    await Effect.runPromise(Effect.provideContext(seedFixture, context))
  }, 60_000)
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

  it("finds every template of a seeded database equal to its columns', in chunks of any size", async () => {
    const whole = await check(context)
    expect(whole.mismatches).toEqual([])
    expect(whole.summary.checked.tx).toBeGreaterThan(0)
    expect(whole.summary.checked.exit).toBeGreaterThan(0)
    expect(whole.summary).toMatchObject({ mismatches: 0, otherShaping: 0, untemplated: 0 })
    expect((await check(context, 2)).summary).toEqual(whole.summary)
    const checked = await Effect.runPromise(Effect.provideContext(storedTemplatesChecked, context))
    expect(checked).toEqual({ summary: whole.summary, disagreements: [] })
  })

  it("names the row and field of a column changed by hand, with the template's value and the columns'", async () => {
    await exec("UPDATE tx SET amount = amount + 7 WHERE item_id = (SELECT min(item_id) FROM tx_template)")
    await exec("UPDATE exit SET balance = 12345 WHERE item_id = (SELECT max(item_id) FROM exit_template)")
    for (const chunk of [undefined, 1]) {
      const { summary, mismatches } = await check(context, chunk)
      expect(summary.mismatches).toBe(2)
      expect(mismatches.map((mismatch) => mismatch.table)).toEqual(["tx", "exit"])
      const [tx, exit] = mismatches.map(disagreementOf)
      expect(tx?.fields.map((field) => [field.field, field.revision])).toEqual([["amount", "later"]])
      const amount = tx?.fields[0]
      expect(BigInt(JSON.parse(amount?.columns ?? "0"))).toBe(BigInt(JSON.parse(amount?.template ?? "0")) + 7n)
      expect(exit?.fields).toEqual([
        { revision: "later", field: "balance", template: expect.any(String), columns: '"12345"' }
      ])
    }
    const reported = await Effect.runPromise(Effect.provideContext(storedTemplatesChecked, context))
    expect(reported?.disagreements.map((d) => [d.table, d.itemId, d.fields.map((f) => f.field)])).toEqual([
      ["tx", expect.any(Number), ["amount"]],
      ["exit", expect.any(Number), ["balance"]]
    ])
  })
}

describe("the rendering cache against its columns on the embedded PostgreSQL", () => {
  suite(embedded)
})

describeWith(POSTGRES_SERVER)("the rendering cache against its columns on a PostgreSQL server", () => {
  suite(Effect.suspend(() => onServerAt(DATABASE_URL ?? "")))
})

describe("a test node on the embedded PostgreSQL", () => {
  it("runs the check after its moves, through its run", async () => {
    const node = await makeTestNode({ storage: embeddedStorage })
    try {
      const eth = await node.registerToken("ETH")
      const alice = numberedWallet(1)
      const from = await node.fund(alice, eth, 1000n)
      const to = await node.fund(numberedWallet(2), eth, 0n)
      await node.submit(node.transaction({ from, toAccountIndex: to.accountIndex, amount: 300n }, alice).body)
      node.advance(15_000)
      expect((await node.forge()).forged).toHaveLength(1)
      const checked = await node.run(storedTemplatesChecked)
      expect(checked?.disagreements).toEqual([])
      expect(checked?.summary).toMatchObject({ checked: { tx: 1 }, mismatches: 0 })
    } finally {
      await node.close()
    }
  }, 60_000)
})

describe("a storage without the rendering cache", () => {
  it("offers no check", async () => {
    const absent = await Effect.runPromise(
      Effect.scoped(Effect.provide(storedTemplatesChecked, Layer.merge(memoryStorage, FixtureSettings)))
    )
    expect(absent).toBeUndefined()
  })
})
