/** What the rendering cache's check against its columns (`adapters/sql/templates/template_check.ts`) reports: each
 * stored template that differs, by table, row and field, and a summary line; and the check of the storage an Effect
 * runs on, for a test node after every move. */
import { Effect, Option } from "effect"
import {
  TemplateCheck,
  type TemplateCheckSummary,
  type TemplateMismatch
} from "../../adapters/sql/templates/template_check.ts"
import { type FieldDifference, templateFieldDifferences } from "./template_fields.ts"

/** A stored template that differs from the one its item's columns make, with the fields that differ. */
export interface TemplateDisagreement extends TemplateMismatch {
  readonly fields: ReadonlyArray<FieldDifference>
}

/** `mismatch` with the fields that differ. */
export function disagreementOf(mismatch: TemplateMismatch): TemplateDisagreement {
  return { ...mismatch, fields: templateFieldDifferences(mismatch.stored, mismatch.fromColumns) }
}

/** One line per field of `disagreement`: `tx item 1234, L2Info.fee (later): template 3, columns 5`. */
export function disagreementLines(disagreement: TemplateDisagreement): Array<string> {
  return disagreement.fields.map(
    (field) =>
      `${disagreement.table} item ${disagreement.itemId}, ${field.field} (${field.revision}): ` +
      `template ${field.template}, columns ${field.columns}`
  )
}

/** The line saying what a check compared and found. */
export function summaryLine(summary: TemplateCheckSummary): string {
  const compared = `${summary.checked.tx} transaction and ${summary.checked.exit} exit templates checked against their columns`
  const found = summary.mismatches === 0 ? "all agree" : `${summary.mismatches} differ`
  const skipped = [
    summary.otherShaping > 0 ? `${summary.otherShaping} of another shaping not read by this build` : "",
    summary.untemplated > 0 ? `${summary.untemplated} items without a template (read from their columns)` : ""
  ].filter((part) => part !== "")
  return `${compared}: ${found}${skipped.length === 0 ? "" : `; ${skipped.join("; ")}`}`
}

/** What checking a storage found: its summary and every disagreement. */
export interface TemplateCheckResult {
  readonly summary: TemplateCheckSummary
  readonly disagreements: ReadonlyArray<TemplateDisagreement>
}

/**
 * Every stored template of the storage this runs on checked against its columns, the disagreements kept (a test's
 * database is small; `zk-node check` streams them instead); undefined on a storage without the rendering cache (memory,
 * `RENDERING_CACHE=off`). A test node runs it as `node.run(storedTemplatesChecked)`.
 */
export const storedTemplatesChecked: Effect.Effect<TemplateCheckResult | undefined> = Effect.gen(function* () {
  const check = yield* Effect.serviceOption(TemplateCheck)
  if (Option.isNone(check)) return undefined
  const disagreements: Array<TemplateDisagreement> = []
  const summary = yield* check.value.check((mismatch) =>
    Effect.sync(() => disagreements.push(disagreementOf(mismatch)))
  )
  return { summary, disagreements }
})
