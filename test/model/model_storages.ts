/** The storages a model run drives: every storage configuration a user can run (`app/storage.ts`) — memory, the embedded
 * PostgreSQL and a PostgreSQL server with the rendering cache, and a server with `RENDERING_CACHE=off`, which reads
 * every item from its columns where the others read the stored template. */
import { makeTestNode } from "../../app/testing/mod.ts"
import { DATABASE_URL, embeddedStorage, serverStorage } from "../adapters/sql/test_databases.ts"
import { MEMORY, type ModelStorage, retaining } from "./model_run.ts"

/** The embedded PostgreSQL (a node's `DATA_DIR`), rendering cache on. */
export const EMBEDDED: ModelStorage = {
  name: "embedded PostgreSQL",
  make: () => makeTestNode({ storage: retaining(embeddedStorage) })
}

/** A new database on the server of `url`, with the rendering cache or, `renderingCache: false`, without. */
function server(url: string, renderingCache: boolean): ModelStorage {
  return {
    name: renderingCache ? "PostgreSQL server" : "PostgreSQL server, RENDERING_CACHE=off",
    make: () => makeTestNode({ storage: retaining(serverStorage(url, { renderingCache })) })
  }
}

/** Every storage configuration there is to drive, memory first (the reference); the server ones when `DATABASE_URL`
 * names a server (CI's run requires one: `test/real_parts.ts`). */
const ALL_STORAGES: ReadonlyArray<ModelStorage> = [
  MEMORY,
  EMBEDDED,
  ...(DATABASE_URL === undefined ? [] : [server(DATABASE_URL, true), server(DATABASE_URL, false)])
]

/** The storages `MODEL_STORAGES` names (`|`-separated names, e.g. `memory` to try a change of core or the generator
 * on memory alone), memory kept first; every one when it is unset. */
function chosen(names: string | undefined): ReadonlyArray<ModelStorage> {
  if (names === undefined || names === "") return ALL_STORAGES
  const wanted = names.split("|").map((name) => name.trim())
  const unknown = wanted.filter((name) => !ALL_STORAGES.some((storage) => storage.name === name))
  if (unknown.length > 0) {
    const known = ALL_STORAGES.map((storage) => storage.name).join(" | ")
    throw new Error(`MODEL_STORAGES names no storage ${unknown.join(", ")}; there are ${known}`)
  }
  return [MEMORY, ...ALL_STORAGES.filter((storage) => storage !== MEMORY && wanted.includes(storage.name))]
}

/** The storages a run drives: every one, or those `MODEL_STORAGES` names (memory, the reference, always). */
export const MODEL_STORAGES: ReadonlyArray<ModelStorage> = chosen(process.env["MODEL_STORAGES"])

/** The storage of `name` among `MODEL_STORAGES`. */
export function storageNamed(name: string): ModelStorage | undefined {
  return MODEL_STORAGES.find((storage) => storage.name === name)
}
