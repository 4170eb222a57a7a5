/** The docs page's layout: the description's introduction, a table of contents linking to each group of operations and
 * to each reference section, the operations, then the reference (the description's `## ` sections: pagination, the
 * revision, the HTTP behaviour, the rate limits, the error table…) below them. Only the page changes: the document it
 * embeds keeps everything but the reference, which the page carries beside it as data. */
import { splitDescription } from "./description_sections.ts"

/** The id of the page's data block holding the reference sections. */
const REFERENCE_ID = "docs-reference"

/** The document Swagger UI's page embeds, with the text around it. */
const EMBEDDED_DOCUMENT = /(<script id="swagger-spec" type="application\/json">\s*)([\s\S]*?)(\s*<\/script>)/u

/**
 * The Swagger UI plugin of the layout, run before the page's `onload` calls `SwaggerUIBundle`: it adds the plugin to
 * that call, which puts the contents after the document's information and the reference after the operations. A
 * group's anchor is the id Swagger UI gives its heading (`operations-tag-` and the tag, spaces as `_`).
 */
const LAYOUT_SCRIPT = `(() => {
  "use strict";
  const tagAnchor = (tag) => "operations-tag-" + CSS.escape(String(tag).trim().replace(/\\s/g, "_"));
  const layout = (system) => {
    const sections = JSON.parse(document.getElementById("${REFERENCE_ID}").textContent);
    const h = system.React.createElement;
    const entry = (id, text) => h("li", { key: id }, h("a", { href: "#" + id }, text));
    const contents = () =>
      h(
        "nav",
        { className: "docs-contents", "aria-label": "Contents" },
        h("h2", null, "Contents"),
        h("h3", null, "Operations"),
        h("ul", null, system.specSelectors.taggedOperations().keySeq().toArray().map((tag) => entry(tagAnchor(tag), tag))),
        h("h3", null, "Reference, after the operations"),
        h("ul", null, sections.map((section) => entry(section.id, section.title)))
      );
    const reference = () => {
      const Markdown = system.getComponent("Markdown", true);
      return h(
        "section",
        { className: "docs-reference", "aria-label": "Reference" },
        sections.map((section) =>
          h(
            "div",
            { key: section.id, className: "docs-reference-section" },
            h("h2", { id: section.id }, section.title),
            h(Markdown, { source: section.markdown })
          )
        )
      );
    };
    const after = (Original, added) => (props) => h(system.React.Fragment, null, h(Original, props), h(added));
    return {
      wrapComponents: {
        InfoContainer: (Original) => after(Original, contents),
        operations: (Original) => after(Original, reference)
      }
    };
  };
  const bundle = window.SwaggerUIBundle;
  window.SwaggerUIBundle = Object.assign(
    (options) => bundle({ ...options, plugins: [...(options.plugins || []), layout] }),
    bundle
  );
})();`

/** The layout's style: the contents and the reference in the page's own type. */
const LAYOUT_STYLE = `.docs-contents, .docs-reference { color: #3b4151; font-family: sans-serif; }
.docs-contents { margin: 0 0 30px; }
.docs-contents h2 { font-size: 20px; margin: 0 0 10px; }
.docs-contents h3 { font-size: 14px; margin: 10px 0 4px; }
.docs-contents ul { columns: 3 16em; margin: 0; padding-left: 20px; font-size: 14px; }
.docs-contents a, .docs-reference a { color: #4990e2; }
.docs-reference { margin: 40px 0 0; font-size: 14px; }
.docs-reference-section h2 { border-bottom: 1px solid rgba(59, 65, 81, 0.3); font-size: 24px; margin: 30px 0 10px; padding: 0 0 10px; }
.docs-reference table { border-collapse: collapse; }
.docs-reference th, .docs-reference td { border-bottom: 1px solid rgba(59, 65, 81, 0.2); padding: 4px 8px; text-align: left; vertical-align: top; }`

/** A JSON value as the text of a `<script type="application/json">` block (no `<`, no JavaScript line terminator). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</gu, "\\u003c")
    .replace(/\u2028/gu, "\\u2028")
    .replace(/\u2029/gu, "\\u2029")
}

/** Where `html` has `text` inserted at `index`. */
function inserted(html: string, index: number, text: string): string {
  return html.slice(0, index) + text + html.slice(index)
}

/**
 * Swagger UI's page `html` laid out: the embedded document's description cut to its introduction, its sections in a
 * data block beside it, the layout's style added to the page's style and its script to the end of the page's script
 * (one inline style and one script still, as the Content-Security-Policy names them). A page not shaped as Swagger
 * UI's is a defect.
 */
export function laidOutDocsPage(html: string): string {
  const embedded = EMBEDDED_DOCUMENT.exec(html)
  if (embedded === null) throw new Error("the docs page embeds no document where Swagger UI's page does")
  const spec: { info?: { description?: unknown } } = JSON.parse(embedded[2]!)
  const description = spec.info?.description
  if (spec.info === undefined || typeof description !== "string") return html
  const { introduction, sections } = splitDescription(description)
  spec.info.description = introduction
  const withData =
    html.slice(0, embedded.index) +
    embedded[1] +
    scriptJson(spec) +
    embedded[3] +
    `\n  <script id="${REFERENCE_ID}" type="application/json">${scriptJson(sections)}</script>` +
    html.slice(embedded.index + embedded[0].length)
  const styleEnd = withData.indexOf("</style>")
  const withStyle = styleEnd < 0 ? undefined : inserted(withData, styleEnd, `\n${LAYOUT_STYLE}\n`)
  const scriptEnd = withStyle?.lastIndexOf("</script>") ?? -1
  const scriptStart = withStyle?.lastIndexOf("<script", scriptEnd) ?? -1
  if (withStyle === undefined || scriptStart < 0 || !withStyle.startsWith("<script>", scriptStart))
    throw new Error("the docs page has no inline style, or does not end with its inline script")
  return inserted(withStyle, scriptEnd, `\n${LAYOUT_SCRIPT}\n`)
}
