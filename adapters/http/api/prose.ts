/** Paragraphs of the API description written across lines in code (`prose\`…\``). */

/** The paragraph a template spells across lines: each line break, with the indentation around it, one space;
 * interpolated values as they are. */
export function prose(strings: TemplateStringsArray, ...values: ReadonlyArray<unknown>): string {
  return strings.reduce(
    (text, part, i) => text + part.replace(/ *\n */g, " ") + (i < values.length ? String(values[i]) : ""),
    ""
  )
}
