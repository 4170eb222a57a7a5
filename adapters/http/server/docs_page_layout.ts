/** The docs page, composed from its parts: a template of ours, Swagger UI's script and style (`swagger-ui-dist`'s
 * standalone bundle), the OpenAPI document with its description cut to its introduction, and the reference (the
 * description's `## ` sections: pagination, the revision, the HTTP behaviour, the rate limits, the error table…) as a
 * data block, which a Swagger UI plugin of ours lays out: a table of contents linking to each group of operations and
 * to each reference section, the operations, then the reference below them. */
import { splitDescription } from "./description_sections.ts"

/** The id of the page's data block holding the reference sections. */
const REFERENCE_ID = "docs-reference"

/** The id of the page's data block holding the OpenAPI document. */
const DOCUMENT_ID = "swagger-spec"

/**
 * The page's script after Swagger UI's: the layout plugin, which puts the contents after the document's information and
 * the reference after the operations, and the start of Swagger UI with it. A group's anchor is the id Swagger UI gives
 * its heading (`operations-tag-` and the tag, spaces as `_`).
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
  window.onload = () => {
    window.ui = SwaggerUIBundle({
      spec: JSON.parse(document.getElementById("${DOCUMENT_ID}").textContent),
      dom_id: "#swagger-ui",
      plugins: [layout]
    });
  };
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

/** Text as HTML character data (the page's title). */
function htmlText(text: string): string {
  return text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;")
}

/** Swagger UI's own script and style. */
export interface SwaggerAssets {
  readonly javascript: string
  readonly css: string
}

/**
 * The docs page of the OpenAPI document `spec`: its description cut to its introduction, the rest carried beside it as
 * the reference; one inline style and one inline script (Swagger UI's, then the layout's), as the page's
 * Content-Security-Policy names them, and the two data blocks.
 */
export function docsPage(
  spec: { readonly info: { readonly title: string; readonly description?: string | undefined } },
  assets: SwaggerAssets
): string {
  const { introduction, sections } = splitDescription(spec.info.description ?? "")
  const shown = { ...spec, info: { ...spec.info, description: introduction } }
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${htmlText(spec.info.title)} Documentation</title>
  <style>${assets.css}
${LAYOUT_STYLE}</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script id="${DOCUMENT_ID}" type="application/json">${scriptJson(shown)}</script>
  <script id="${REFERENCE_ID}" type="application/json">${scriptJson(sections)}</script>
  <script>${assets.javascript}
${LAYOUT_SCRIPT}</script>
</body>
</html>`
}
