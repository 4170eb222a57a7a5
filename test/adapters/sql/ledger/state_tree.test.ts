/** The state tree on PostgreSQL (PGlite; the server with DATABASE_URL) against memory's: roots, paths at kept batches,
 * reorg and re-forge, retention and a reorg past it, a wrong root refused, the tree built at a writer's start. */
import type { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted, type Scope } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../../adapters/crypto/mod.ts"
import { MemoryDatabase, MemoryStorage } from "../../../../adapters/memory/mod.ts"
import * as Database from "../../../../adapters/sql/connection/database.ts"
import * as SqlStorage from "../../../../adapters/sql/sql_storage.ts"
import { testBatch } from "../../../../app/testing/chain_values.ts"
import { AccountIdx } from "../../../../core/domain/account_index.ts"
import { BjjKey } from "../../../../core/domain/bjj.ts"
import { ZERO_ADDRESS } from "../../../../core/domain/eth_address.ts"
import { BatchNum, Nonce } from "../../../../core/domain/scalars.ts"
import type { StateNode } from "../../../../core/domain/state_node.ts"
import { STATE_TREE_LEVELS } from "../../../../core/ledger/batch_state_tree.ts"
import { stateProof, verifyStateProof } from "../../../../core/ledger/state_proof.ts"
import { nodeHash } from "../../../../core/ledger/state_tree.ts"
import { Ledger, type NewBatch } from "../../../../core/ports/ledger.ts"
import { PoseidonHasher } from "../../../../core/ports/poseidon_hasher.ts"
import { StateTreeRetention, StateTreeStore } from "../../../../core/ports/state_tree_store.ts"
import { address, blk, block, forgeTxHash, idx, tok } from "../../../contract/fixture.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../test_databases.ts"

const LEVELS = STATE_TREE_LEVELS

/** A storage under test: its ledger and its reads of the tree. */
interface Node {
  readonly ledger: Ledger["Service"]
  /** The nodes on `key`'s path after batch `batchNum`. */
  readonly path: (key: bigint, batchNum: number) => Effect.Effect<Array<StateNode | undefined>>
  /** Rows of a statement (SQL only). */
  readonly query: (statement: string) => Effect.Effect<ReadonlyArray<ReadonlyArray<unknown>>>
  /** The oldest batch whose tree is kept whole (SQL only). */
  readonly oldest: Effect.Effect<number | undefined>
}

const retentionLayer = (retention: number | undefined) =>
  Layer.succeedContext(Context.make(StateTreeRetention, retention))

/** A memory storage (with `retention`). */
function memoryNode(retention?: number): Effect.Effect<Node, never, Scope.Scope> {
  return Effect.gen(function* () {
    const context = yield* Layer.build(
      MemoryStorage.layerOnDatabase.pipe(
        Layer.provideMerge(MemoryDatabase.layer),
        Layer.provide(Layer.merge(PoseidonCrypto.layer, retentionLayer(retention)))
      )
    )
    const db = Context.get(context, MemoryDatabase.MemoryDatabase)
    return {
      ledger: Context.get(context, Ledger),
      path: (key, batchNum) => db.read((state) => state.stateNodes.pathAt(key, batchNum, LEVELS)),
      query: () => Effect.die(new Error("no SQL on memory")),
      oldest: Effect.die(new Error("no SQL on memory"))
    }
  })
}

/** A SQL storage on the database of `connection` (with `retention`). */
function sqlNode(connection: PgClient.PgPoolConfig, retention?: number): Effect.Effect<Node, unknown, Scope.Scope> {
  return Effect.gen(function* () {
    const context = yield* Layer.build(
      Layer.mergeAll(SqlStorage.layerOnClient({}), Database.layer()).pipe(
        Layer.provide(Layer.merge(PoseidonCrypto.layer, retentionLayer(retention))),
        Layer.provideMerge(SqlStorage.clientLayer(connection))
      )
    )
    const sql = Context.get(context, SqlClient)
    const store = Context.get(context, StateTreeStore)
    return {
      ledger: Context.get(context, Ledger),
      // The port's read, as the proofs' endpoint makes it.
      path: (key, batchNum) =>
        Effect.flatMap(store.read(AccountIdx.make(Number(key)), BatchNum.make(batchNum)), (answer) =>
          answer._tag === "Read" ? Effect.succeed([...answer.reading.path]) : Effect.die(new Error(answer._tag))
        ),
      query: (statement) => Effect.orDie(sql.unsafe(statement).values),
      oldest: Effect.map(
        Effect.orDie(sql.unsafe("SELECT state_tree_since FROM chain_state WHERE id = 1").values),
        (rows) => (rows[0]?.[0] == null ? undefined : Number(rows[0][0]))
      )
    }
  })
}

/** The owner of account `i` (a key whose y is a field element). */
function owner(i: number) {
  const byte = ((i * 7) % 200) + 16
  const hex = byte.toString(16).padStart(2, "0")
  return { ethAddr: address(hex), bjj: BjjKey.make(hex.repeat(31) + "1a") }
}

/** Batch `n` creating accounts `created` and setting the states `updates` ([idx, nonce, balance]). */
function batch(
  n: number,
  created: ReadonlyArray<number>,
  updates: ReadonlyArray<readonly [number, bigint, bigint]>,
  stateRoot?: bigint
): NewBatch {
  return testBatch(block(10 + n), n, {
    ethereumTxHash: forgeTxHash(n),
    forgerAddr: address("f1"),
    stateRoot,
    createdAccounts: created.map((i) => ({ idx: idx(i), tokenId: tok(0), ...owner(i) })),
    accountUpdates: updates.map(([i, nonce, balance]) => ({ idx: idx(i), nonce: Nonce.make(nonce), balance }))
  })
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** Batches 1–5: accounts created and updated, a batch changing none (4). */
const BATCHES: ReadonlyArray<NewBatch> = [
  batch(1, range(256, 263), [
    [256, 1n, 100n],
    [257, 0n, 5n]
  ]),
  batch(2, range(264, 275), [
    [258, 2n, 7n],
    [264, 1n, 1n],
    [256, 2n, 50n]
  ]),
  batch(
    3,
    [],
    [
      [259, 1n, 10n ** 18n],
      [260, 4n, 3n],
      [263, 1n, 0n]
    ]
  ),
  batch(4, [], []),
  batch(5, range(276, 279), [
    [276, 1n, 9n],
    [257, 1n, 4n]
  ])
]

/** Batch 3 forged instead after a reorg to 2. */
const OTHER_3 = batch(
  3,
  [276, 277],
  [
    [256, 3n, 1n],
    [277, 1n, 2n]
  ]
)

/** Batch 6, after batch 5. */
const BATCH_6 = batch(
  6,
  [280],
  [
    [280, 1n, 1n],
    [261, 1n, 8n]
  ]
)

/** Keys whose paths are compared: every account, and some absent ones. */
const KEYS: ReadonlyArray<bigint> = [...range(256, 281), 0, 1, 255, 300, 1000, 2 ** 31 + 5].map(BigInt)

const registerToken = (node: Node) =>
  node.ledger.registerToken({
    id: tok(0),
    ethereumBlockNum: blk(1),
    ethereumAddress: ZERO_ADDRESS,
    name: "Ether",
    symbol: "ETH",
    decimals: 18
  })

/** A memory node and a SQL node on `connection`, each with the token registered. */
function memoryAndSql(connection: PgClient.PgPoolConfig) {
  return Effect.gen(function* () {
    const memory = yield* memoryNode()
    const sql = yield* sqlNode(connection)
    yield* registerToken(memory)
    yield* registerToken(sql)
    return { memory, sql }
  })
}

/** Forges `batches` on `node`; the roots recorded. */
function forgeAll(node: Node, batches: ReadonlyArray<NewBatch>) {
  return Effect.forEach(batches, (input) => Effect.map(node.ledger.forgeBatch(input), (b) => b.stateRoot))
}

/** Expects `node`'s paths after each of `batchNums` to be `reference`'s, and each to prove its key under `roots`. */
function expectSamePaths(
  node: Node,
  reference: Node,
  batchNums: ReadonlyArray<number>,
  roots: ReadonlyMap<number, bigint>
) {
  return Effect.gen(function* () {
    const poseidon = (yield* PoseidonHasher).hash
    for (const batchNum of batchNums) {
      for (const key of KEYS) {
        const path = yield* node.path(key, batchNum)
        expect(path, `key ${key} after batch ${batchNum}`).toEqual(yield* reference.path(key, batchNum))
        const root = roots.get(batchNum)
        if (root !== undefined) expect(verifyStateProof(stateProof(path, key, root), poseidon)).toBe(true)
      }
    }
  }).pipe(Effect.provide(PoseidonCrypto.layer))
}

/** The hash of the root node after `batchNum` (0: empty). */
function rootOf(node: Node, batchNum: number) {
  return Effect.gen(function* () {
    const poseidon = (yield* PoseidonHasher).hash
    const top = (yield* node.path(0n, batchNum))[0]
    return top === undefined ? 0n : nodeHash(top, poseidon)
  }).pipe(Effect.provide(PoseidonCrypto.layer))
}

/** Versions older than the oldest kept tree that a version at or before it replaced (pruning leaves none). */
const SUPERSEDED = `SELECT count(*)::int8 FROM state_node s, chain_state c WHERE c.id = 1 AND s.batch_num < c.state_tree_since
  AND EXISTS (SELECT 1 FROM state_node t WHERE t.depth = s.depth AND t.path = s.path AND t.batch_num > s.batch_num
    AND t.batch_num <= c.state_tree_since)`

const count = (node: Node, statement: string) =>
  Effect.map(node.query(statement), (rows) => Number(rows[0]?.[0] as bigint | number | string))

/** The databases the suite runs on. */
const TARGETS: ReadonlyArray<{
  readonly name: string
  readonly database: Effect.Effect<PgClient.PgPoolConfig, unknown, Scope.Scope>
}> = [
  { name: "embedded", database: Effect.map(freshEmbedded, (server) => server.connection) },
  ...(DATABASE_URL === undefined
    ? []
    : [
        {
          name: "server",
          // Suspended: each run names a new database.
          database: Effect.suspend(() =>
            Effect.map(freshServerDatabase(DATABASE_URL ?? ""), (url) => ({ url: Redacted.make(url) }))
          )
        }
      ])
]

const run = (test: Effect.Effect<void, unknown, Scope.Scope>) => Effect.runPromise(Effect.scoped(test))

describe.each(TARGETS)("state tree on PostgreSQL ($name)", ({ database }) => {
  it("forging gives memory's roots, and the paths at every batch are memory's", async () => {
    await run(
      Effect.gen(function* () {
        const { memory, sql } = yield* memoryAndSql(yield* database)
        const expected = yield* forgeAll(memory, BATCHES)
        const roots = yield* forgeAll(sql, BATCHES)
        expect(roots).toEqual(expected)
        expect(new Set(roots).has(0n)).toBe(false)
        expect(roots[3]).toBe(roots[2])
        const byBatch = new Map(roots.map((root, i) => [i + 1, root]))
        yield* expectSamePaths(sql, memory, [1, 2, 3, 4, 5], byBatch)
        for (const [batchNum, root] of byBatch) expect(yield* rootOf(sql, batchNum)).toBe(root)
        expect(yield* sql.oldest).toBeUndefined()
      })
    )
  }, 120_000)

  it("a reorg takes the tree back to the batch's; forging again gives memory's root", async () => {
    await run(
      Effect.gen(function* () {
        const { memory, sql } = yield* memoryAndSql(yield* database)
        const roots = yield* forgeAll(sql, BATCHES)
        yield* forgeAll(memory, BATCHES)
        // Read before the reorg: the store's remembered root of batch 3 and its upper nodes are then stale.
        yield* expectSamePaths(sql, memory, [3], new Map([[3, roots[2]!]]))
        yield* memory.ledger.reorg(BatchNum.make(2))
        yield* sql.ledger.reorg(BatchNum.make(2))
        expect(yield* count(sql, "SELECT count(*) FROM state_node WHERE batch_num > 2")).toBe(0)
        expect(yield* rootOf(sql, 2)).toBe(roots[1])
        yield* expectSamePaths(sql, memory, [1, 2], new Map([[2, roots[1]!]]))
        const again = yield* forgeAll(sql, [OTHER_3])
        expect(again).toEqual(yield* forgeAll(memory, [OTHER_3]))
        expect(again[0]).not.toBe(roots[2])
        yield* expectSamePaths(sql, memory, [2, 3], new Map([[3, again[0]!]]))
      })
    )
  }, 120_000)

  it("a proof of the last batch after a reorg replaced it is of the new tree, not the one the store remembers", async () => {
    await run(
      Effect.gen(function* () {
        const { memory, sql } = yield* memoryAndSql(yield* database)
        const roots = yield* forgeAll(sql, BATCHES.slice(0, 3))
        yield* forgeAll(memory, BATCHES.slice(0, 3))
        yield* expectSamePaths(sql, memory, [3, 3], new Map([[3, roots[2]!]]))
        for (const node of [memory, sql]) yield* node.ledger.reorg(BatchNum.make(2))
        const again = yield* forgeAll(sql, [OTHER_3])
        expect(again).toEqual(yield* forgeAll(memory, [OTHER_3]))
        yield* expectSamePaths(sql, memory, [3, 3], new Map([[3, again[0]!]]))
      })
    )
  }, 120_000)

  it("with a retention, the kept batches' trees are read whole and superseded versions are dropped", async () => {
    await run(
      Effect.gen(function* () {
        const memory = yield* memoryNode(1)
        const unpruned = yield* memoryNode()
        const sql = yield* sqlNode(yield* database, 1)
        const full = yield* sqlNode(yield* database)
        for (const node of [memory, unpruned, sql, full]) yield* registerToken(node)
        const roots = yield* forgeAll(sql, BATCHES)
        expect(roots).toEqual(yield* forgeAll(memory, BATCHES))
        yield* forgeAll(unpruned, BATCHES)
        yield* forgeAll(full, BATCHES)
        expect(yield* sql.oldest).toBe(4)
        yield* expectSamePaths(
          sql,
          memory,
          [4, 5],
          new Map([
            [4, roots[3]!],
            [5, roots[4]!]
          ])
        )
        expect(yield* count(sql, SUPERSEDED)).toBe(0)
        const kept = yield* count(sql, "SELECT count(*) FROM state_node")
        expect(kept).toBeLessThan(yield* count(full, "SELECT count(*) FROM state_node"))
        // Back before the oldest kept tree: built again from the accounts' states as batch 2 left them.
        yield* sql.ledger.reorg(BatchNum.make(2))
        yield* unpruned.ledger.reorg(BatchNum.make(2))
        expect(yield* sql.oldest).toBe(2)
        expect(yield* rootOf(sql, 2)).toBe(roots[1])
        yield* expectSamePaths(sql, unpruned, [2], new Map([[2, roots[1]!]]))
        const again = yield* forgeAll(sql, [OTHER_3])
        expect(again).toEqual(yield* forgeAll(unpruned, [OTHER_3]))
      })
    )
  }, 120_000)

  it("a coordinator's stateRoot other than the computed one is refused, naming both", async () => {
    await run(
      Effect.gen(function* () {
        const { memory, sql } = yield* memoryAndSql(yield* database)
        const [computed] = yield* forgeAll(memory, [BATCHES[0]!])
        const first = BATCHES[0]!
        const refused = yield* Effect.flip(sql.ledger.forgeBatch({ ...first, stateRoot: 12345n }))
        expect(refused.message).toContain("12345")
        expect(refused.message).toContain(String(computed))
        expect(yield* count(sql, "SELECT count(*) FROM state_node")).toBe(0)
        expect(yield* forgeAll(sql, [{ ...first, stateRoot: computed }])).toEqual([computed])
      })
    )
  }, 120_000)

  it("a writer starting on accounts without nodes builds the tree forging built", async () => {
    await run(
      Effect.gen(function* () {
        const connection = yield* database
        const memory = yield* memoryNode()
        yield* registerToken(memory)
        const expected = yield* forgeAll(memory, BATCHES)
        // As recorded before migration 0017: accounts and batches, no node.
        yield* Effect.scoped(
          Effect.gen(function* () {
            const sql = yield* sqlNode(connection)
            yield* registerToken(sql)
            expect(yield* forgeAll(sql, BATCHES)).toEqual(expected)
            yield* sql.query("DELETE FROM state_node")
            yield* sql.query("UPDATE chain_state SET state_tree_since = NULL")
          })
        )
        const sql = yield* sqlNode(connection)
        expect(yield* sql.oldest).toBe(5)
        expect(yield* rootOf(sql, 5)).toBe(expected[4])
        yield* expectSamePaths(sql, memory, [5], new Map([[5, expected[4]!]]))
        expect(yield* forgeAll(sql, [BATCH_6])).toEqual(yield* forgeAll(memory, [BATCH_6]))
        yield* expectSamePaths(sql, memory, [6], new Map())
        // A second start finds the nodes and builds nothing.
        const versions = yield* count(sql, "SELECT count(*) FROM state_node")
        yield* Effect.scoped(sqlNode(connection))
        expect(yield* count(sql, "SELECT count(*) FROM state_node")).toBe(versions)
      })
    )
  }, 120_000)
})
