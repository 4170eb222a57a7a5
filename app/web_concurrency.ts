/** `WEB_CONCURRENCY`, how many API processes serve the port: the rule for its value, and for what several processes
 * need (a PostgreSQL server, no `ROLE=writer`). No Effect here: `app/main.ts` reads it before anything is loaded. */
import { chosenStorageKind } from "./storage_kind.ts"

/** The largest number of workers `WEB_CONCURRENCY` may ask for. */
export const MAX_WEB_CONCURRENCY = 64

/** What a `WEB_CONCURRENCY` value means: a number of processes, or why it is refused. */
export type WebConcurrency =
  | { readonly ok: true; readonly workers: number }
  | { readonly ok: false; readonly problem: string }

/** The value `WEB_CONCURRENCY` asks for (`cores` stands for `auto`), or why it is not one. */
export function parseWebConcurrency(value: string | undefined, options: { readonly cores: number }): WebConcurrency {
  if (value === undefined || value === "") return { ok: true, workers: 1 }
  if (value === "auto") return { ok: true, workers: Math.max(1, Math.min(MAX_WEB_CONCURRENCY, options.cores)) }
  const workers = /^[0-9]{1,2}$/u.test(value) ? Number(value) : Number.NaN
  if (workers >= 1 && workers <= MAX_WEB_CONCURRENCY) return { ok: true, workers }
  return {
    ok: false,
    problem: `WEB_CONCURRENCY=${JSON.stringify(value).slice(1, -1)} is not a number of processes: an integer from 1 to ${MAX_WEB_CONCURRENCY}, or auto (one per core)`
  }
}

/** Which storage the variables choose, as `app/storage.ts` decides it (`STORAGE`, else a server when `DATABASE_URL` is set, else embedded). */
export function storageKindOf(environment: Readonly<Record<string, string | undefined>>): string {
  const url = environment["DATABASE_URL"]
  return chosenStorageKind(environment["STORAGE"], url !== undefined && url !== "")
}

/** What several processes on one port are about to run on: the storage's kind and the `ROLE` asked for. */
export interface ClusterPlan {
  readonly workers: number
  /** `memory`, `embedded` or `external` (`storageKindOf`). */
  readonly storage: string
  /** `ROLE` as given (absent = `all`). */
  readonly role: string | undefined
}

/** Why `plan.workers` processes cannot share the port, if they cannot (one line). */
export function webConcurrencyProblem(plan: ClusterPlan): string | undefined {
  if (plan.workers <= 1) return undefined
  if (plan.storage === "memory" || plan.storage === "embedded") {
    const which = plan.storage === "memory" ? "in-memory storage" : "embedded database"
    return `WEB_CONCURRENCY=${plan.workers} needs a PostgreSQL server (DATABASE_URL): the ${which} belongs to one process`
  }
  if (plan.role === "writer") {
    return `WEB_CONCURRENCY=${plan.workers} cannot run with ROLE=writer: a database has one writer; use ROLE=all (one worker writes, the others read) or ROLE=reader`
  }
  return undefined
}
