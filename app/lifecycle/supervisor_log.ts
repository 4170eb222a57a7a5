/**
 * The supervisor's own log lines (`supervisor.ts`), written without Effect, which the supervisor
 * never loads, through the node's one line writer (`app/log_writer.ts`): pino's lines in JSON
 * mode, with `"supervisor":true` (a worker's own pid as `workerPid`), or readable lines led by
 * `supervisor:` — chosen by `LOG_FORMAT` as in `app/logging.ts`, and silenced below `LOG_LEVEL`
 * (its lines are info, warn, error and fatal). A value the workers would refuse falls back to
 * the default here (the supervisor reports it up front, `app/main.ts`).
 */
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
