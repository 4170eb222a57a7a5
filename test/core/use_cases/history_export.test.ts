/** `Exports.open` and `walk` on the contract fixture: the history's filters and 400s, the `upToBatch`/`afterItem`
 * window, the default format, chunks within the size, none empty, ending with the first short one. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Stream } from "effect"
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { HistoryStore } from "../../../core/ports/history_store.ts"
import { Exports, History } from "../../../core/use_cases/mod.ts"
import { decode, failure, History as Stage } from "./fixture.ts"

/** Opens an export with a wire query. */
const open = (query: Readonly<Record<string, string>>) => Exports.open(decode(Exports.ExportQuery, query))

/** Every item of an opened export, in order. */
const itemsOf = (opened: Exports.HistoryExport) =>
  Effect.map(Stream.runCollect(opened.chunks), (chunks) => chunks.flat())

/** The itemIds of `GET /transactions-history` with a wire query (one page of the largest size). */
const listed = (query: Readonly<Record<string, string>>) =>
  Effect.map(History.list(decode(History.ListQuery, { ...query, limit: "2049" })), (page) =>
    page.items.map((tx) => tx.itemId)
  )

const ids = (items: ReadonlyArray<HistoryTransaction>) => items.map((tx) => tx.itemId)

describe("Exports", () => {
  layer(Stage)((it) => {
    it.effect("open() rejects what GET /transactions-history rejects, with the same errors", () =>
      Effect.gen(function* () {
        for (const query of [{ accountIndex: "zk:ETH:256", tokenId: "0" }, { accountIndex: "zk:ETH:258" }]) {
          const listError = yield* failure(History.list(decode(History.ListQuery, query)))
          expect(yield* failure(open(query))).toEqual(listError)
        }
      })
    )

    it.effect("open() exports every forged transaction up to the last batch, as ndjson by default", () =>
      Effect.gen(function* () {
        const opened = yield* open({})
        expect(opened.format).toBe("ndjson")
        expect(opened.upToBatch).toBe(3)
        expect(ids(yield* itemsOf(opened))).toEqual(yield* listed({}))
        expect((yield* open({ format: "csv" })).format).toBe("csv")
      })
    )

    it.effect("open() bounds the window: upToBatch inclusive and at most the last batch, afterItem exclusive", () =>
      Effect.gen(function* () {
        const all = yield* listed({})
        const upTo2 = yield* open({ upToBatch: "2" })
        expect(upTo2.upToBatch).toBe(2)
        const items = yield* itemsOf(upTo2)
        expect(items.every((tx) => tx.batchNum !== null && tx.batchNum <= 2)).toBe(true)
        expect(ids(items)).toEqual(all.slice(0, items.length))
        expect((yield* open({ upToBatch: "999" })).upToBatch).toBe(3)
        expect(ids(yield* itemsOf(yield* open({ afterItem: String(all[4]) })))).toEqual(all.slice(5))
        expect(ids(yield* itemsOf(yield* open({ afterItem: String(all.at(-1)) })))).toEqual([])
      })
    )

    it.effect("open() applies the filters as the list does", () =>
      Effect.gen(function* () {
        for (const query of [
          { tokenId: "0" },
          { type: "Transfer" },
          { batchNum: "2" },
          { accountIndex: "zk:ETH:256" }
        ]) {
          expect(ids(yield* itemsOf(yield* open(query))), JSON.stringify(query)).toEqual(yield* listed(query))
        }
        expect(
          ids(yield* itemsOf(yield* open({ batchNum: "2", upToBatch: "1" }))),
          "a batch beyond the window"
        ).toEqual([])
      })
    )

    it.effect("walk() reads chunks of at most the chunk size, none empty, and stops after the first short one", () =>
      Effect.gen(function* () {
        const store = yield* HistoryStore
        const reads: Array<number | undefined> = []
        const read: typeof store.listAfter = (filter, after, limit) => {
          reads.push(after)
          return store.listAfter(filter, after, limit)
        }
        const all = yield* listed({})
        const chunks = yield* Stream.runCollect(Exports.walk(read, {}, undefined, 5))
        expect(chunks.map((chunk) => chunk.length)).toEqual([5, 5, 5, all.length - 15])
        expect(ids(chunks.flat())).toEqual(all)
        expect(reads).toEqual([undefined, all[4], all[9], all[14]])
        reads.length = 0
        const exact = yield* Stream.runCollect(Exports.walk(read, {}, all[all.length - 11], 5))
        expect(
          exact.map((chunk) => chunk.length),
          "a last full chunk, then an empty read"
        ).toEqual([5, 5])
        expect(reads.length).toBe(3)
      })
    )
  })
})
