/** The embedded PostgreSQL's own thread (`embedded_postgres.ts`'s `layer`): PGlite and its socket server run here, so
 * that its WebAssembly, which runs each step to its end (the data directory's creation, a statement), never holds the
 * event loop that answers HTTP. Started with `EmbeddedWorkerData`; posts `EmbeddedWorkerMessage`s; closes on "close". */
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { parentPort, workerData } from "node:worker_threads"

/** What the thread is started with. */
export interface EmbeddedWorkerData {
  /** PGlite's data directory. */
  readonly pgdata: string
  /** The unix socket the server listens on. */
  readonly path: string
  /** Connections the server accepts. */
  readonly maxConnections: number
}

/** What the thread tells its starter: serving, closed, or why it could not. */
export type EmbeddedWorkerMessage =
  | { readonly kind: "serving" }
  | { readonly kind: "closed" }
  | { readonly kind: "failed"; readonly step: "open" | "serve" | "close"; readonly message: string }

/** Posts `message` to the starter. */
function tell(message: EmbeddedWorkerMessage): void {
  parentPort?.postMessage(message)
}

/** Opens and serves the database, then waits for "close". */
async function run(data: EmbeddedWorkerData): Promise<void> {
  let db: PGlite
  try {
    db = await PGlite.create({ dataDir: data.pgdata })
  } catch (error) {
    return tell({ kind: "failed", step: "open", message: String(error) })
  }
  const server = new PGLiteSocketServer({ db, path: data.path, maxConnections: data.maxConnections })
  try {
    await server.start()
  } catch (error) {
    await db.close().catch(() => undefined)
    return tell({ kind: "failed", step: "serve", message: String(error) })
  }
  parentPort?.once("message", async () => {
    try {
      await server.stop()
      await db.close()
      tell({ kind: "closed" })
    } catch (error) {
      tell({ kind: "failed", step: "close", message: String(error) })
    }
  })
  tell({ kind: "serving" })
}

if (parentPort !== null) void run(workerData as EmbeddedWorkerData)
