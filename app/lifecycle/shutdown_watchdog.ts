/**
 * The last resort of a shutdown: after SIGTERM or SIGINT the server drains its requests for up to
 * `SHUTDOWN_TIMEOUT_SECONDS`, then closes its storage and exits 0. Should something hang past
 * that (a storage that never closes, a startup step that cannot be interrupted), the process
 * exits 1 `WATCHDOG_GRACE_SECONDS` after the shutdown deadline, saying so on standard error.
 * The first signal also runs `onSignal` (the server stops accepting at once if it is still
 * starting, whatever the startup is busy with).
 */

/** How long after the shutdown deadline the watchdog ends the process (s). */
export const WATCHDOG_GRACE_SECONDS = 10

/** The watchdog; its deadline follows the configured shutdown timeout. */
export interface ShutdownWatchdog {
  /** Sets the shutdown timeout the watchdog's deadline is counted from. */
  readonly setShutdownTimeout: (seconds: number) => void
}

/** Installs the watchdog on SIGTERM and SIGINT (`shutdownTimeoutSeconds` until configured); `onSignal` runs on the first signal. */
export function installShutdownWatchdog(
  shutdownTimeoutSeconds: number,
  onSignal: () => void = () => {}
): ShutdownWatchdog {
  let seconds = shutdownTimeoutSeconds
  const arm = (signal: NodeJS.Signals) => {
    process.off("SIGINT", arm)
    process.off("SIGTERM", arm)
    onSignal()
    const limit = seconds + WATCHDOG_GRACE_SECONDS
    setTimeout(() => {
      process.stderr.write(`shutdown after ${signal} did not finish within ${limit} s; exiting\n`)
      process.exit(1)
    }, limit * 1000).unref()
  }
  process.on("SIGINT", arm)
  process.on("SIGTERM", arm)
  return { setShutdownTimeout: (value) => (seconds = value) }
}
