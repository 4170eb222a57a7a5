/**
 * CPU time read from `/proc` (Linux): of one process with all its threads, and of every
 * PostgreSQL server process, so a benchmark can divide a run's CPU by its requests.
 */
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

/** CPU time of every PostgreSQL server process so far (ns; processes named `postgres`). */
export function postgresCpuNs(): number {
  let total = 0
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/u.test(pid)) continue
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += processCpuNs(Number(pid))
    } catch {
      // a process that ended meanwhile
    }
  }
  return total
}
