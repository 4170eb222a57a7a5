/** Swagger UI's script and style, from the `swagger-ui-dist` release the node depends on (its standalone bundle, the
 * one that defines `SwaggerUIBundle`); `test/adapters/http/docs_page.test.ts` checks they load. */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type { SwaggerAssets } from "./docs_page_layout.ts"

const resolveFile = createRequire(import.meta.url).resolve

/** Loads Swagger UI's script and style (a few megabytes: read when the first docs page is made, not at import). */
export async function swaggerAssets(): Promise<SwaggerAssets> {
  const [javascript, css] = await Promise.all([
    readFile(resolveFile("swagger-ui-dist/swagger-ui-bundle.js"), "utf8"),
    readFile(resolveFile("swagger-ui-dist/swagger-ui.css"), "utf8")
  ])
  return { javascript, css }
}
