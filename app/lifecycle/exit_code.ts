/** The server process's exit code: 0 when a signal stopped it, otherwise Effect's default (1 for a failure), once every
 * log line is written. */
import { Cause, Exit, Runtime } from "effect"
import { logsWritten } from "../log_writer.ts"

/** The teardown of the server's main program: an interruption (by a signal) exits 0; the logs are written first. */
export const serverTeardown: Runtime.Teardown = (exit, onExit) => {
  const exitOnceWritten = (code: number) => void logsWritten().then(() => onExit(code))
  if (Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)) exitOnceWritten(0)
  else Runtime.defaultTeardown(exit, exitOnceWritten)
}
