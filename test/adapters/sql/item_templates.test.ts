/** The rendering cache on a PostgreSQL server: templates are stored as items are recorded and read by pages, one of
 * another shaping is never served, a start makes the stale ones again, and a reorg takes them with its items. */
import { PgClient } from "@effect/sql-pg"
import { type Context, Effect, Exit, Layer, Redacted, Scope } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import { webHandler } from "../../../app/server.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { FixtureSettings, seedFixture } from "../http/fixture.ts"
import { send } from "../http/web_client.ts"
import { DATABASE_URL, freshServerDatabase, memoryStorage, sqlStorage } from "./test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

const NOW = new Date(Date.UTC(2026, 0, 2))
const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))

/** The pages compared: history and exit lists and items, in both revisions. */
const PAGES = [
  "/transactions-history?limit=20",
  "/earlier/transactions-history?order=DESC&limit=20",
  `/transactions-history?batchNum=1`,
  "/exits?limit=5",
  "/earlier/exits?limit=5",
  "/exits/2/zk:ETH:256"
]

/** A node's services on `ports`: a fixed wall clock, the fixture's network settings. */
const servicesOf = (ports: Layer.Layer<StoragePorts, unknown>) => Layer.mergeAll(ports, FixedClock, FixtureSettings)

/** A built storage and what closes it. */
interface Built {
  readonly context: Context.Context<Layer.Success<ReturnType<typeof servicesOf>>>
  readonly scope: Scope.Closeable
}

/** The services on `ports`, seeded with the fixture when `seeded`. */
async function build(ports: Layer.Layer<StoragePorts, unknown>, seeded: boolean): Promise<Built> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(Layer.buildWithScope(servicesOf(ports), scope))
  if (seeded) await Effect.runPromise(Effect.provideContext(seedFixture, context))
  return { context, scope }
}

const close = (built: Built) => Effect.runPromise(Scope.close(built.scope, Exit.void))

/** The bodies of every page on a new node over `built` (its memos empty). */
async function pagesOf(built: Built): Promise<Array<string>> {
  const web = webHandler(Layer.succeedContext(built.context), { laterBasePath: "/", earlierBasePath: "/earlier" })
  try {
    const bodies: Array<string> = []
    for (const path of PAGES) {
      const response = await send((request) => web.handler(request), path)
      expect(response.status, path).toBe(200)
      bodies.push(response.text)
    }
    return bodies
  } finally {
    await web.dispose()
  }
}

let database: string
let memory: Built
const dropScope = Scope.makeUnsafe()

/** Runs `statement` on the test database; its rows. */
function query(statement: string): Promise<ReadonlyArray<ReadonlyArray<unknown>>> {
  return Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* PgClient.PgClient
      return yield* sql.unsafe(statement).values
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(database), maxConnections: 1 })))
  )
}

/** How many items of `table` there are, and how many have a template of `shaping`. */
async function coverage(
  table: "tx" | "exit",
  shaping: number = templateMaker.shaping
): Promise<readonly [items: number, templated: number]> {
  const [row] = await query(
    `SELECT (SELECT count(*) FROM ${table}), (SELECT count(*) FROM ${table}_template WHERE shaping = ${shaping})`
  )
  return [Number(row?.[0]), Number(row?.[1])]
}

/** Waits until every transaction and exit has a template of `shaping`. */
async function filled(shaping: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [items, templated] = await coverage("tx", shaping)
    const [exits, templatedExits] = await coverage("exit", shaping)
    if (templated === items && templatedExits === exits) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the templates of shaping ${shaping} were not made`)
}

/** Alters every stored template, so a page written from them shows it. */
async function tamper(): Promise<void> {
  await query(`UPDATE tx_template SET template = replace(template, '"zk:ETH:', '"zk:TAMPERED:')`)
  await query(`UPDATE exit_template SET template = replace(template, '"balance":', '"tampered":')`)
}

/** A maker like the node's under another shaping: what a build whose revisions write items otherwise brings. */
const otherMaker = { ...templateMaker, shaping: templateMaker.shaping ^ 1 }

const storage = (options: { readonly maker?: typeof templateMaker; readonly reader?: boolean } = {}) =>
  sqlStorage({
    connection: { url: Redacted.make(database), maxConnections: 2 },
    ...(options.maker === undefined ? {} : { templates: options.maker }),
    ...(options.reader === true ? { schema: "require" as const } : {})
  })

/** Builds `ports`, runs `f` on it, closes it. */
async function using(ports: Layer.Layer<StoragePorts, unknown>, seeded: boolean, f: (built: Built) => Promise<void>) {
  const built = await build(ports, seeded)
  try {
    await f(built)
  } finally {
    await close(built)
  }
}

describeWith(POSTGRES_SERVER)("the rendering cache", () => {
  beforeAll(async () => {
    database = await Effect.runPromise(Scope.provide(dropScope)(freshServerDatabase(DATABASE_URL ?? "")))
    memory = await build(memoryStorage, true)
  }, 60_000)
  afterAll(async () => {
    await close(memory)
    await Effect.runPromise(Scope.close(dropScope, Exit.void))
  })

  it("serves the same bytes from templates, never from a stale one, and makes them again at start", async () => {
    const expected = await pagesOf(memory)
    await using(storage({ maker: templateMaker }), true, async (writer) => {
      const [transactions, templatedTransactions] = await coverage("tx")
      const [exits, templatedExits] = await coverage("exit")
      expect(transactions).toBeGreaterThan(0)
      expect(exits).toBeGreaterThan(0)
      expect([templatedTransactions, templatedExits]).toEqual([transactions, exits])
      expect(await pagesOf(writer)).toEqual(expected)
      // A page is written from the templates: one altered in place shows.
      await tamper()
      const tampered = await pagesOf(writer)
      for (const page of [0, 1, 2]) expect(tampered[page]).toContain("zk:TAMPERED:")
      for (const page of [3, 4, 5]) expect(tampered[page]).toContain('"tampered":')
    })

    // A build of another shaping starts: its writer makes every template again, from the items.
    await using(storage({ maker: otherMaker }), false, async (writer) => {
      await filled(otherMaker.shaping)
      expect(await pagesOf(writer)).toEqual(expected)
    })
    await tamper()

    // Templates of another shaping are never read, nor any without a maker.
    await using(storage({ maker: templateMaker, reader: true }), false, async (reader) => {
      expect(await pagesOf(reader)).toEqual(expected)
    })
    await using(storage({ reader: true }), false, async (plain) => {
      expect(await pagesOf(plain)).toEqual(expected)
    })

    // Back to this shaping: made again, then a reorg takes the templates of the items it removes.
    await using(storage({ maker: templateMaker }), false, async (writer) => {
      await filled(templateMaker.shaping)
      expect(await pagesOf(writer)).toEqual(expected)
      const reorg = Effect.flatMap(Ledger, (ledger) => ledger.reorg(BatchNum.make(1)))
      await Effect.runPromise(Effect.provideContext(reorg, writer.context))
      const [left, leftTemplated] = await coverage("tx")
      const [all] = await query("SELECT count(*) FROM tx_template")
      expect(leftTemplated).toBe(left)
      expect(Number(all?.[0])).toBe(left)
      const [mark] = await query("SELECT through FROM template_watermark WHERE items = 'tx'")
      const [top] = await query("SELECT coalesce(max(item_id), 0) FROM tx")
      expect(Number(mark?.[0])).toBeLessThanOrEqual(Number(top?.[0]))
    })
  }, 120_000)
})
