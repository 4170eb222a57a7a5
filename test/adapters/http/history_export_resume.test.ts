/** A resumed export is exactly the rest: cut after any line and resumed with `afterItem` and `upToBatch`, it completes
 * the export byte for byte in both formats (CSV without a second header row, `header=absent`), HEAD too. */
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CSV_HEADER } from "../../../adapters/http/server/export_body.ts"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { FixtureSettings } from "./fixture.ts"
import { send, type WebHandler } from "./web_client.ts"

let handler: WebHandler
let dispose: () => Promise<void>

beforeAll(() => {
  const storage = Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 10, 1)) }))).pipe(
      Layer.provideMerge(memoryStorage)
    ),
    SystemClock.layer,
    FixtureSettings
  )
  const web = webHandler(storage, { laterBasePath: "/" })
  handler = (request) => web.handler(request)
  dispose = () => web.dispose()
}, 120_000)

afterAll(() => dispose())

/** The export at `query`: its body, media type and window. */
async function exported(query: string) {
  const response = await send(handler, `/transactions-history/export?${query}`)
  expect(response.status, response.text).toBe(200)
  return {
    text: response.text,
    contentType: response.headers.get("content-type"),
    upToBatch: response.headers.get("x-export-up-to-batch")
  }
}

/** What a consumer keeps of a body cut `bytes` in: the complete lines (each ended by `terminator`). */
function kept(text: string, bytes: number, terminator: string): string {
  const cut = text.slice(0, bytes)
  const end = cut.lastIndexOf(terminator)
  return end === -1 ? "" : cut.slice(0, end + terminator.length)
}

/** The itemId to resume after: the last kept line's (the first CSV field, or the NDJSON line's `itemId`), 0 when no item line was kept. */
function lastItemId(lines: string, format: "csv" | "ndjson"): number {
  const terminator = format === "csv" ? "\r\n" : "\n"
  const items = (format === "csv" ? lines.slice(CSV_HEADER.length) : lines).split(terminator).slice(0, -1)
  const last = items.at(-1)
  if (last === undefined) return 0
  return format === "csv" ? Number(last.split(",")[0]) : Number(JSON.parse(last).itemId)
}

describe("a resumed history export", () => {
  for (const format of ["csv", "ndjson"] as const) {
    it(`${format}: what was kept of a cut answer, then the resumed answer, is the whole export byte for byte`, async () => {
      const terminator = format === "csv" ? "\r\n" : "\n"
      const whole = await exported(`format=${format}`)
      if (format === "csv") {
        expect(whole.text.startsWith(CSV_HEADER)).toBe(true)
        expect(whole.contentType).toBe("text/csv; charset=utf-8; header=present")
      }
      const rows = whole.text.split(terminator).length - 1
      expect(rows).toBeGreaterThan(400)
      // Cuts before the first item line was complete (resumed after item 0), mid-body (inside a line) and just before the end.
      for (const bytes of [CSV_HEADER.length + 5, Math.floor(whole.text.length / 3), whole.text.length - 3]) {
        const file = kept(whole.text, bytes, terminator)
        const rest = await exported(
          `format=${format}&afterItem=${lastItemId(file, format)}&upToBatch=${whole.upToBatch}`
        )
        expect(rest.upToBatch).toBe(whole.upToBatch)
        if (format === "csv") {
          expect(rest.text.startsWith(CSV_HEADER), "no second header row").toBe(false)
          expect(rest.contentType).toBe("text/csv; charset=utf-8; header=absent")
        } else {
          expect(rest.contentType).toBe("application/x-ndjson")
        }
        expect(file + rest.text, `cut at ${bytes}`).toBe(whole.text)
      }
    }, 60_000)
  }

  it("csv: resumed after the last item, the answer is empty (no header row); HEAD names header=absent", async () => {
    const whole = await exported("format=csv")
    const last = lastItemId(whole.text, "csv")
    const end = await exported(`format=csv&afterItem=${last}&upToBatch=${whole.upToBatch}`)
    expect(end.text).toBe("")
    const head = await handler(
      new Request(`http://localhost/transactions-history/export?format=csv&afterItem=${last}`, { method: "HEAD" })
    )
    expect(head.status).toBe(200)
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=absent")
    const wholeHead = await handler(
      new Request("http://localhost/transactions-history/export?format=csv", { method: "HEAD" })
    )
    expect(wholeHead.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present")
  })
})
