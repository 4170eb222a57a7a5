/**
 * The exit code of the server process: 0 when it ran until a signal stopped it (SIGTERM and
 * SIGINT end in a clean shutdown, not an error), otherwise Effect's default (1 for a failure
 * such as a bad configuration or a storage that cannot start, reported with its cause).
 */
import { Cause, Exit, Runtime } from "effect"

/** The teardown of the server's main program: an interruption (by a signal) exits 0. */
export const serverTeardown: Runtime.Teardown = (exit, onExit) => {
  if (Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)) onExit(0)
  else Runtime.defaultTeardown(exit, onExit)
}
