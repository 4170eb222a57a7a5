/** The site of a built wallet app (a create-react-app `build/` folder) on a free port of 127.0.0.1: its files, and for
 * any other path the app's `index.html` (the app routes in the browser). */
import { readFile, stat } from "node:fs/promises"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"
import { listenOnLoopback } from "../hermezjs/loopback_listener.ts"

/** Content types of the files a create-react-app build holds. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8"
}

/** A running site. */
export interface WalletSite {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string
  readonly close: () => Promise<void>
}

/** Whether `path` names a file. */
async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Serves the build folder `buildDir`. */
export async function serveWalletSite(buildDir: string): Promise<WalletSite> {
  const server = createServer(async (incoming, outgoing) => {
    const path = decodeURIComponent(new URL(incoming.url ?? "/", "http://site").pathname)
    const file = join(buildDir, normalize(path))
    const served = file.startsWith(buildDir) && (await isFile(file)) ? file : join(buildDir, "index.html")
    const type = CONTENT_TYPES[extname(served)] ?? "application/octet-stream"
    outgoing.writeHead(200, { "content-type": type, "cache-control": "no-store" }).end(await readFile(served))
  })
  const { url, close } = await listenOnLoopback(server)
  return { origin: url, close }
}
