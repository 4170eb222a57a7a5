/** CPU time read from `/proc`: of one process with all its threads, and of every PostgreSQL server process. */
import { readdirSync, readFileSync } from "node:fs"

/** CPU time of one process so far, all its threads (ns, `/proc/<pid>/task/<tid>/schedstat`). */
export function processCpuNs(pid: number): number {
  let total = 0
  let tasks: Array<string>
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return 0
  }
  for (const tid of tasks) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0])
    } catch {
      // a thread that ended meanwhile
    }
  }
  return total
}

/** The database a PostgreSQL backend serves, from its process title (`postgres: <cluster>: <user> <database> …`). */
function backendDatabase(pid: string): string | undefined {
  const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")
  return /^postgres: \S+: \S+ (\S+) /u.exec(title)?.[1]
}

/**
 * CPU time so far of the PostgreSQL server processes (ns; processes named `postgres`): every one,
 * or only the backends serving `database` — other sessions' work on the server left out.
 */
export function postgresCpuNs(database?: string): number {
  let total = 0
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/u.test(pid)) continue
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue
      if (database === undefined || backendDatabase(pid) === database) total += processCpuNs(Number(pid))
    } catch {
      // a process that ended meanwhile
    }
  }
  return total
}
