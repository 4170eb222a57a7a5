/** A shutdown's last resort: a process that hangs past the shutdown deadline exits 1 `WATCHDOG_GRACE_SECONDS` later,
 * saying so on standard error. */

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
