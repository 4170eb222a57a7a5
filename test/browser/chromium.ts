import { type Browser, chromium } from "playwright-core"

/** Debian's Chromium. */
export const CHROMIUM = "/usr/bin/chromium"

/** Flags for a quiet headless browser that runs as root and reaches only the test's servers (Playwright adds a fresh temporary profile). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

/** Launches headless Chromium, with `extraArgs` after the quiet flags. */
export function launchChromium(extraArgs: ReadonlyArray<string> = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] })
}
