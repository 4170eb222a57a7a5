/** The fields in which two templates of one item differ (the rendering cache's stored one and the one its columns
 * make): each revision's text read back with its moving fields left `null`, compared member by member. */
import { joinSegments, StoredTemplate } from "../../adapters/http/rendering/item_template.ts"
import { REVISIONS, type Revision } from "../../core/revision/revision.ts"

/** A field whose text differs between the two templates. */
export interface FieldDifference {
  /** The revision whose text shows it first (a field both show differently is named once, by the first). */
  readonly revision: Revision
  /** Its path in the item (`L2Info.fee`, `merkleProof.siblings[3]`); `(text)` for a template that is not an item's
   * text at all, `(tag)` for one whose text agrees but whose digest does not. */
  readonly field: string
  /** Its JSON text in the stored template (`absent` when it has none). */
  readonly template: string
  /** Its JSON text in the template the columns make (`absent` when it has none). */
  readonly columns: string
}

/** What a member shows when the other template has it and this one has not. */
const ABSENT = "absent"

/** The leaves of `value` as path → JSON text. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) leaves(item, `${path}[${i}]`, into)
  else if (typeof value === "object" && value !== null && Object.keys(value).length > 0)
    for (const [key, item] of Object.entries(value)) leaves(item, path === "" ? key : `${path}.${key}`, into)
  else into.set(path, JSON.stringify(value))
  return into
}

/** The fields of `template`'s text in the revision at `index`, moving fields `null`; undefined when it is no JSON. */
function fieldsOf(template: string, index: number): Map<string, string> | undefined {
  try {
    const segments = new StoredTemplate(template).segments(index)
    const text = joinSegments(
      segments,
      segments.slice(1).map(() => "null")
    )
    return leaves(JSON.parse(text), "", new Map())
  } catch {
    return undefined
  }
}

/** The fields `stored` and `fromColumns` (none: the columns make no template) write differently, in every revision. */
export function templateFieldDifferences(stored: string, fromColumns: string | undefined): Array<FieldDifference> {
  const [first = "later"] = REVISIONS
  if (fromColumns === undefined)
    return [{ revision: first, field: "(text)", template: stored, columns: "no template: written from its fields" }]
  const differences: Array<FieldDifference> = []
  const named = new Set<string>()
  REVISIONS.forEach((revision, index) => {
    const ours = fieldsOf(stored, index)
    const theirs = fieldsOf(fromColumns, index)
    if (ours === undefined || theirs === undefined) {
      if (!named.has("(text)")) differences.push({ revision, field: "(text)", template: stored, columns: fromColumns })
      named.add("(text)")
      return
    }
    for (const field of new Set([...ours.keys(), ...theirs.keys()])) {
      const template = ours.get(field) ?? ABSENT
      const columns = theirs.get(field) ?? ABSENT
      if (template === columns || named.has(field)) continue
      named.add(field)
      differences.push({ revision, field, template, columns })
    }
  })
  if (differences.length === 0 && stored !== fromColumns)
    differences.push({
      revision: first,
      field: "(tag)",
      template: new StoredTemplate(stored).tag,
      columns: new StoredTemplate(fromColumns).tag
    })
  return differences
}
