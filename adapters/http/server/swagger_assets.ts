/** Swagger UI's script and style: the assets Effect ships for its `HttpApiSwagger` page, the `effect` release the node
 * depends on. Effect's package exports do not name the module holding them (`dist/http-api/internal/httpApiSwagger.js`),
 * so it is loaded by its file, found beside the package's resolved entry; `test/adapters/http/docs_page.test.ts`
 * checks they load. */
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import type { SwaggerAssets } from "./docs_page_layout.ts"

/** The module of Effect's Swagger UI assets, by its file beside `effect`'s entry (`dist/index.js`). */
const ASSETS_URL = new URL(
  "./http-api/internal/httpApiSwagger.js",
  pathToFileURL(createRequire(import.meta.url).resolve("effect"))
)

/** Loads Swagger UI's script and style (a few megabytes: loaded when the first docs page is made, not at import). */
export async function swaggerAssets(): Promise<SwaggerAssets> {
  const { javascript, css }: { javascript?: unknown; css?: unknown } = await import(ASSETS_URL.href)
  if (typeof javascript !== "string" || typeof css !== "string")
    throw new Error(`Swagger UI's assets are not where effect kept them (${ASSETS_URL.href})`)
  return { javascript, css }
}
