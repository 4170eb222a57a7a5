/** An OpenAPI description split where its `## ` headings start: the introduction before the first, and each section. */

/** One section of a description: its `## ` heading's title, an anchor id for it, and the Markdown up to the next. */
export interface DescriptionSection {
  readonly id: string
  readonly title: string
  readonly markdown: string
}

/** A description as its introduction and its sections, in order. */
export interface SplitDescription {
  readonly introduction: string
  readonly sections: ReadonlyArray<DescriptionSection>
}

const HEADING = /^## (.+)$/u
const FENCE = /^(```|~~~)/u

/** The anchor id of a section titled `title`: `reference-` and its words in lower case, joined by `-`. */
export function sectionId(title: string): string {
  return `reference-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "")}`
}

/** `description` split at its `## ` headings outside code blocks (a description without one is all introduction). */
export function splitDescription(description: string): SplitDescription {
  const introduction: Array<string> = []
  const sections: Array<{ readonly title: string; readonly lines: Array<string> }> = []
  let inCode = false
  for (const line of description.split("\n")) {
    if (FENCE.test(line)) inCode = !inCode
    const heading = inCode ? null : HEADING.exec(line)
    if (heading !== null) sections.push({ title: heading[1]!.trim(), lines: [] })
    else (sections.at(-1)?.lines ?? introduction).push(line)
  }
  return {
    introduction: introduction.join("\n").trim(),
    sections: sections.map(({ title, lines }) => ({ id: sectionId(title), title, markdown: lines.join("\n").trim() }))
  }
}
