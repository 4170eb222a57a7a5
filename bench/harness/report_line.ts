/** The load generators' one machine-readable line: runs a child process that prints `PREFIX {json}` once at its end,
 * and returns that report. */
import { spawn } from "node:child_process"
import { once } from "node:events"

/** Runs `command` (with `env` added to this process's) to its exit; its `prefix` line's report, or an error with all it printed. */
export async function reportOf<R>(
  command: ReadonlyArray<string>,
  env: Readonly<Record<string, string>>,
  prefix: string,
  isReport: (value: unknown) => value is R
): Promise<R> {
  const [file = "sh", ...args] = command
  const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const [code]: ReadonlyArray<unknown> = await once(child, "exit")
  const line = output.split("\n").find((l) => l.startsWith(`${prefix} `))
  const report: unknown = line === undefined ? undefined : JSON.parse(line.slice(prefix.length + 1))
  if (code !== 0 || !isReport(report)) throw new Error(`${file} failed (${String(code)}): ${output}`)
  return report
}
