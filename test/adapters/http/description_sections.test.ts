/** The docs page's split of a description: the introduction before the first `## ` heading, each section after it with
 * an anchor id, headings inside code blocks left alone. */
import { describe, expect, it } from "vitest"
import { sectionId, splitDescription } from "../../../adapters/http/server/description_sections.ts"

describe("splitDescription", () => {
  it("keeps the text before the first heading as the introduction, each section with its id, in order", () => {
    const description = [
      "An API.",
      "",
      "Its version.",
      "",
      "## Pagination",
      "",
      "Lists page.",
      "",
      "## Rate limits and API keys",
      "",
      "| code | type |",
      "|---|---|",
      "| 1 | `Err` |"
    ].join("\n")
    expect(splitDescription(description)).toEqual({
      introduction: "An API.\n\nIts version.",
      sections: [
        { id: "reference-pagination", title: "Pagination", markdown: "Lists page." },
        {
          id: "reference-rate-limits-and-api-keys",
          title: "Rate limits and API keys",
          markdown: "| code | type |\n|---|---|\n| 1 | `Err` |"
        }
      ]
    })
  })

  it("a description without a heading is all introduction; ### and headings in code blocks do not split", () => {
    expect(splitDescription("Only this.\n### Not a section")).toEqual({
      introduction: "Only this.\n### Not a section",
      sections: []
    })
    const fenced = "Intro.\n```\n## not a heading\n```\n## Real\nBody."
    expect(splitDescription(fenced)).toEqual({
      introduction: "Intro.\n```\n## not a heading\n```",
      sections: [{ id: "reference-real", title: "Real", markdown: "Body." }]
    })
  })

  it("makes ids of lower-case words joined by dashes", () => {
    expect(sectionId("HTTP behaviour")).toBe("reference-http-behaviour")
    expect(sectionId("  Errors (all) ")).toBe("reference-errors-all")
  })
})
