/** Processes a test starts in the packed package's consumer (and a free port to give them, `freePort`): a wait until one answers, and a
 * stop that reports how it ended with what it printed. */
import { type ChildProcess, spawn } from "node:child_process"
export { freePort } from "../browser/node_process.ts"

/** A process started in the consumer, and what it printed so far. */
export interface ConsumerProcess {
  readonly child: ChildProcess
  readonly output: () => { readonly stdout: string; readonly stderr: string }
  /** Sends SIGTERM (when still running) and resolves once it exited: its code or signal and its output. */
  readonly stop: () => Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>
}

/** Starts `node args` in `cwd` with `env` added to this process's environment. */
export function startInConsumer(
  cwd: string,
  args: ReadonlyArray<string>,
  env: Record<string, string>
): ConsumerProcess {
  const child = spawn(process.execPath, [...args], { cwd, env: { ...process.env, ...env }, stdio: "pipe" })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  return {
    child,
    output: () => ({ stdout, stderr }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      const code = await exited
      return { code, stdout, stderr }
    }
  }
}

/** Resolves once `url` answers 200; rejects after `timeoutMillis`, or as soon as `process` exits, with its output. */
export async function untilAnswers(url: string, process: ConsumerProcess, timeoutMillis: number): Promise<void> {
  const deadline = Date.now() + timeoutMillis
  for (;;) {
    const answer = await fetch(url).then(
      (response) => response.status,
      () => undefined
    )
    if (answer === 200) return
    const { child } = process
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const { stdout, stderr } = process.output()
      throw new Error(`${url} never answered 200 (last: ${answer ?? "no connection"})\n${stdout}\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
