/** An item's JSON text cut at its moving fields into fixed segments, kept for every revision in one string, and joined
 * again with the moving fields' texts; written by hand, as no library cuts JSON text at values found in it. */
import { hash } from "node:crypto"
import type { RenderedItem } from "./item_text_memo.ts"

/** Separates the segments of one revision's text in a stored template (a control character JSON text always escapes). */
const SEGMENT = "\u0001"
/** Separates the tag and each revision's part of a stored template (likewise never in JSON text). */
const PART = "\u0002"

/** One revision's text of an item cut at its moving fields: `segments[0] + field + segments[1] + …`. */
export interface Cut {
  /** The fixed text before, between and after the moving fields: one more than `order`. */
  readonly segments: ReadonlyArray<string>
  /** The moving fields in the order the text shows them, as indexes into the sentinels cut at. */
  readonly order: ReadonlyArray<number>
}

/**
 * `text` cut at the values written `sentinels[i]` — each found once, as a member's value (after a colon, before a comma
 * or a closing brace); one the text does not show is skipped. Undefined when one shows twice or elsewhere.
 */
export function cutAt(text: string, sentinels: ReadonlyArray<string>): Cut | undefined {
  const found: Array<{ readonly at: number; readonly field: number; readonly length: number }> = []
  for (let field = 0; field < sentinels.length; field++) {
    const needle = `:${sentinels[field]}`
    const at = text.indexOf(needle)
    if (at < 0) continue
    const after = text[at + needle.length]
    if ((after !== "," && after !== "}") || text.indexOf(needle, at + 1) >= 0) return undefined
    found.push({ at: at + 1, field, length: needle.length - 1 })
  }
  found.sort((a, b) => a.at - b.at)
  const segments: Array<string> = []
  let from = 0
  for (const { at, length } of found) {
    segments.push(text.slice(from, at))
    from = at + length
  }
  segments.push(text.slice(from))
  return { segments, order: found.map(({ field }) => field) }
}

/** Whether two cuts show the moving fields in the same order. */
export function sameOrder(a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean {
  return a.length === b.length && a.every((field, i) => b[i] === field)
}

/**
 * The stored template of an item's cuts in every revision: a tag (a digest of the rest: the item's version while its
 * moving fields stay), the first revision's segments, then each other revision's as its difference from the first
 * (common prefix and suffix lengths and the middle), which is short where revisions only rename or drop a field.
 */
export function storedTemplate(cuts: ReadonlyArray<Cut>): string {
  const [first, ...others] = cuts.map((cut) => cut.segments.join(SEGMENT))
  if (first === undefined) throw new Error("item template: no revision to store")
  let body = first
  for (const other of others) {
    const max = Math.min(first.length, other.length)
    let prefix = 0
    while (prefix < max && first.charCodeAt(prefix) === other.charCodeAt(prefix)) prefix++
    let suffix = 0
    while (
      suffix < max - prefix &&
      first.charCodeAt(first.length - 1 - suffix) === other.charCodeAt(other.length - 1 - suffix)
    )
      suffix++
    body += `${PART}${prefix}.${suffix}.${other.slice(prefix, other.length - suffix)}`
  }
  return `${hash("sha256", body, "base64url").slice(0, 16)}${PART}${body}`
}

/** A stored template read back: its tag, and each revision's segments (split when first asked for, so an item read
 * with one and never written, as an export's, costs nothing more). */
export class StoredTemplate {
  /** The template as stored. */
  readonly text: string
  private partsOf: ReadonlyArray<string> | undefined
  private readonly segmentsOf: Array<ReadonlyArray<string> | undefined> = []

  /** The template stored as `text` (`storedTemplate`). */
  constructor(text: string) {
    this.text = text
  }

  /** The last text written from each revision's segments, with the moving fields' texts it was written with. */
  private readonly last: Array<
    { readonly moving: ReadonlyArray<string>; readonly rendered: RenderedItem } | undefined
  > = []

  /** The text and version last written for the revision at `index`, when written with the same `moving` texts. */
  lastRendered(index: number, moving: ReadonlyArray<string>): RenderedItem | undefined {
    const last = this.last[index]
    if (last === undefined || last.moving.length !== moving.length) return undefined
    for (let i = 0; i < moving.length; i++) if (last.moving[i] !== moving[i]) return undefined
    return last.rendered
  }

  /** Remembers the text and version written for the revision at `index` with the `moving` texts. */
  remember(index: number, moving: ReadonlyArray<string>, rendered: RenderedItem): void {
    this.last[index] = { moving, rendered }
  }

  /** The tag, then each revision's part. */
  private get parts(): ReadonlyArray<string> {
    this.partsOf ??= this.text.split(PART)
    return this.partsOf
  }

  /** The digest of the template: with the moving fields' versions, the version of the item's text. */
  get tag(): string {
    return this.parts[0] ?? ""
  }

  /** The fixed segments of the revision at `index` (in the order the template was stored). */
  segments(index: number): ReadonlyArray<string> {
    const known = this.segmentsOf[index]
    if (known !== undefined) return known
    const first = this.parts[1] ?? ""
    let joined = first
    if (index > 0) {
      const difference = this.parts[index + 1] ?? ""
      const dot = difference.indexOf(".")
      const second = difference.indexOf(".", dot + 1)
      const prefix = Number(difference.slice(0, dot))
      const suffix = Number(difference.slice(dot + 1, second))
      joined = first.slice(0, prefix) + difference.slice(second + 1) + first.slice(first.length - suffix)
    }
    const segments = joined.split(SEGMENT)
    this.segmentsOf[index] = segments
    return segments
  }
}

/** The text of `segments` with the moving fields' texts between them, in the order they were cut. */
export function joinSegments(segments: ReadonlyArray<string>, moving: ReadonlyArray<string>): string {
  let text = segments[0] ?? ""
  for (let i = 1; i < segments.length; i++) text += (moving[i - 1] ?? "") + segments[i]
  return text
}
