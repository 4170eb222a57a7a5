/** Open-loop load at a fixed rate (`paced_client.ts` in its own process), latency counted from each request's scheduled
 * time: the tail a client sees when the server is not saturated. */
import { fileURLToPath } from "node:url"
import { reportOf } from "./report_line.ts"
import { nodeCommand } from "./server_process.ts"

/** The client's script. */
const CLIENT = fileURLToPath(new URL("./paced_client.ts", import.meta.url))

/** What one paced run reports (the client's `PACED_REPORT` line). */
export interface PacedReport {
  readonly requests: number
  readonly failures: number
  readonly achievedRate: number
  /** The most requests that waited for a free connection at once. */
  readonly queuedPeak: number
  readonly p50Us: number
  readonly p90Us: number
  readonly p99Us: number
  readonly maxUs: number
}

/** A paced run: the server's port, the paths (a file, one a line, sent in turn), the rate and duration. */
export interface PacedRun {
  readonly port: number
  readonly pathsFile: string
  readonly rate: number
  readonly seconds: number
  /** Keep-alive connections (default 32). */
  readonly connections?: number
}

/** Whether a parsed report line has a report's fields. */
function isPacedReport(value: unknown): value is PacedReport {
  return (
    typeof value === "object" &&
    value !== null &&
    ["requests", "failures", "achievedRate", "queuedPeak", "p50Us", "p90Us", "p99Us", "maxUs"].every(
      (field) => typeof Reflect.get(value, field) === "number"
    )
  )
}

/** One paced run, the client left to the scheduler (as the servers it measures on the small machine). */
export async function paced(run: PacedRun): Promise<PacedReport> {
  return reportOf(
    nodeCommand(CLIENT),
    {
      PACED_PORT: String(run.port),
      PACED_PATHS_FILE: run.pathsFile,
      PACED_RATE: String(run.rate),
      PACED_SECONDS: String(run.seconds),
      PACED_CONNECTIONS: String(run.connections ?? 32)
    },
    "PACED_REPORT",
    isPacedReport
  )
}
