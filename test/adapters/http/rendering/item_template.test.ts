/** Templates of items' text: cut at their moving fields, stored for every revision and read back, they give each
 * revision's text again; the samples' templates, joined, are the text each revision's view writes. */
import { describe, expect, it } from "vitest"
import {
  cutAt,
  joinSegments,
  StoredTemplate,
  storedTemplate
} from "../../../../adapters/http/rendering/item_template.ts"
import { viewItemText } from "../../../../adapters/http/rendering/render.ts"
import { EXIT_SAMPLES, HISTORY_SAMPLES } from "../../../../adapters/http/rendering/shaping_samples.ts"
import { exitItemText, historyItemText, templateMaker } from "../../../../adapters/http/rendering/templated_items.ts"
import type { TemplatedHistoryTransaction } from "../../../../core/ports/history_store.ts"
import { ExitViews, HistoryTransactionViews } from "../../../../core/revision/resource_views.ts"
import { REVISIONS, RevisionTable } from "../../../../core/revision/revision.ts"

describe("cutting a text at its moving fields", () => {
  it("finds each sentinel once as a member's value, in text order, and skips one not shown", () => {
    const cut = cutAt('{"a":"x:1","b":77,"c":{"t":1},"d":"77"}', ["77", '{"t":1}', "99"])
    expect(cut).toEqual({ segments: ['{"a":"x:1","b":', ',"c":', ',"d":"77"}'], order: [0, 1] })
    expect(joinSegments(cut?.segments ?? [], ["5", "null"])).toBe('{"a":"x:1","b":5,"c":null,"d":"77"}')
  })

  it("refuses a sentinel shown twice or not as a whole value", () => {
    expect(cutAt('{"a":7,"b":7}', ["7"])).toBeUndefined()
    expect(cutAt('{"a":77}', ["7"])).toBeUndefined()
  })
})

describe("a stored template", () => {
  it("gives back every revision's segments, whatever they share", () => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const word = () => Array.from({ length: random(6) }, () => '{}",:ab'[random(7)]).join("")
    for (let round = 0; round < 500; round++) {
      const first = Array.from({ length: 1 + random(4) }, word)
      const others = Array.from({ length: random(3) }, () =>
        first.map((segment) => (random(3) === 0 ? word() + segment : segment))
      )
      const cuts = [first, ...others].map((segments) => ({ segments, order: [] }))
      const stored = new StoredTemplate(storedTemplate(cuts))
      for (const [index, cut] of cuts.entries()) expect(stored.segments(index)).toEqual(cut.segments)
      expect(stored.tag).toMatch(/^[\w-]{16}$/)
    }
  })
})

describe("templated items", () => {
  it("write each sample as its revision's view does", () => {
    for (const revision of REVISIONS) {
      const historyView = HistoryTransactionViews[RevisionTable[revision].l1Info]
      for (const tx of HISTORY_SAMPLES) {
        const template = templateMaker.history({ ...tx, tokenId: tx.token.id })
        expect(template).toBeDefined()
        const carrying = { ...tx, rendering: templateMaker.stored(template ?? "") }
        expect(historyItemText(revision, historyView)(carrying).text).toBe(viewItemText(historyView)(tx).text)
        // Read as its template with the fields that move beside it (a page's item), written as the same text.
        const read: TemplatedHistoryTransaction = {
          _tag: "TemplatedHistoryTransaction",
          rendering: carrying.rendering,
          itemId: tx.itemId,
          token: tx.token,
          finality: tx.finality
        }
        expect(historyItemText(revision, historyView)(read)).toEqual(historyItemText(revision, historyView)(carrying))
        // Its finality moves, and the text and version follow it (in a revision that writes it).
        const finality = tx.finality === "finalized" ? "forged" : "finalized"
        const moved = historyItemText(revision, historyView)({ ...read, finality })
        expect(moved.text).toBe(viewItemText(historyView)({ ...tx, finality }).text)
        const before = historyItemText(revision, historyView)(read)
        expect(moved.version === before.version).toBe(moved.text === before.text)
      }
      const exitView = ExitViews[RevisionTable[revision].exitShape]
      for (const exit of EXIT_SAMPLES) {
        const template = templateMaker.exit({ ...exit, tokenId: exit.token.id })
        const carrying = { ...exit, rendering: templateMaker.stored(template ?? "") }
        expect(exitItemText(revision, exitView)(carrying).text).toBe(viewItemText(exitView)(exit).text)
        // The moving fields take their current values, and the version follows them.
        const withdrawn = { ...carrying, delayedWithdraw: 2000n as typeof exit.delayedWithdraw }
        const written = exitItemText(revision, exitView)(withdrawn)
        expect(written.text).toBe(viewItemText(exitView)(withdrawn).text)
        expect(written.version).not.toBe(exitItemText(revision, exitView)(carrying).version)
      }
    }
  })
})
