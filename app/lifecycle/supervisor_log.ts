/** The supervisor's own log lines, written without Effect through the node's one line writer, with `LOG_FORMAT` and
 * `LOG_LEVEL` as a worker reads them. */
import { environmentLogWriter } from "../log_writer.ts"

/** The levels the supervisor writes at. */
export type SupervisorLevel = "info" | "warn" | "error" | "fatal"

/** Writes one line. */
export type SupervisorLog = (
  level: SupervisorLevel,
  message: string,
  fields?: Readonly<Record<string, unknown>>
) => void

/** A log by the variables `LOG_FORMAT` and `LOG_LEVEL`, to standard output or `write` (one call per line); `isTerminal`: whether standard output is a terminal. */
export function supervisorLog(
  environment: Readonly<Record<string, string | undefined>>,
  options: { readonly isTerminal: boolean; readonly write?: ((line: string) => void) | undefined }
): SupervisorLog {
  const write = options.write
  const writer = environmentLogWriter(environment, {
    isTerminal: options.isTerminal,
    base: { supervisor: true },
    prettyLead: "supervisor",
    destination: write === undefined ? undefined : { write }
  })
  return (level, message, fields = {}) => writer.write(level, message, fields)
}
