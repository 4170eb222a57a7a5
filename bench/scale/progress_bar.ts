/** A one-line progress bar on stderr: done/total, percentage, rate and time left. */

/** Width of the bar in characters. */
const WIDTH = 30

/** Redraws at most every `intervalMs` (a line every 10 s when stderr is no terminal); `finish` prints the last state and a newline. */
export class ProgressBar {
  private readonly start = performance.now()
  private lastDraw = 0
  private readonly label: string
  private readonly total: number
  private readonly unit: string
  private readonly intervalMs: number
  private readonly visible: boolean

  constructor(
    label: string,
    total: number,
    unit: string,
    intervalMs = process.stderr.isTTY ? 500 : 10_000,
    visible = true
  ) {
    this.label = label
    this.total = total
    this.unit = unit
    this.intervalMs = intervalMs
    this.visible = visible
  }

  /** Reports `done` units (and an optional note), redrawing when the interval has passed. */
  update(done: number, note = ""): void {
    const now = performance.now()
    if (now - this.lastDraw < this.intervalMs && done < this.total) return
    this.lastDraw = now
    this.draw(done, note)
  }

  /** Draws the final state and ends the line. */
  finish(done: number, note = ""): void {
    this.draw(done, note)
    if (this.visible) process.stderr.write("\n")
  }

  private draw(done: number, note: string): void {
    if (!this.visible) return
    const fraction = this.total === 0 ? 1 : Math.min(1, done / this.total)
    const filled = Math.round(fraction * WIDTH)
    const seconds = (performance.now() - this.start) / 1000
    const rate = done / Math.max(seconds, 1e-9)
    const left = rate > 0 ? (this.total - done) / rate : Number.POSITIVE_INFINITY
    const bar = "█".repeat(filled) + "░".repeat(WIDTH - filled)
    const text =
      `${this.label} ${bar} ${(fraction * 100).toFixed(1).padStart(5)}% ` +
      `${done.toLocaleString("en")}/${this.total.toLocaleString("en")} ${this.unit} ` +
      `${Math.round(rate).toLocaleString("en")}/s ${seconds.toFixed(0)} s elapsed` +
      (Number.isFinite(left) ? `, ~${left.toFixed(0)} s left` : "") +
      (note === "" ? "" : ` ${note}`)
    process.stderr.write(process.stderr.isTTY ? `\r${text}\u001b[K` : `${text}\n`)
  }
}
