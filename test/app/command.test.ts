/** The `zk-node` command: `--help` lists every variable and default, `--version`, `--print-config` redacted (a refused
 * configuration: its reason lines, exit 1), an unknown argument exit 2; none starts a server, and an output piped into
 * a reader that stops early ends it quietly. */
import { execFile, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { VARIABLES } from "../../app/config.ts"
import { freePort, ROOT } from "./lifecycle/server_process.ts"

/** Runs the command with `args` and `environment` (nothing else of this process's); its exit code and output. */
function command(args: ReadonlyArray<string>, environment: Readonly<Record<string, string>> = {}) {
  return new Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "app/main.ts", ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...environment },
        timeout: 30_000
      },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr })
    )
  })
}

/**
 * Runs the command with `args`, its stdout piped to a reader that closes the pipe once it has read `bytes` bytes (0: at
 * once, before anything is written); its exit code and standard error.
 */
function commandIntoClosedPipe(args: ReadonlyArray<string>, bytes: number) {
  return new Promise<{ readonly code: number | null; readonly signal: string | null; readonly stderr: string }>(
    (resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "app/main.ts", ...args], {
        cwd: ROOT,
        env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "" },
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 30_000
      })
      let stderr = ""
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
      let read = 0
      const close = () => child.stdout.destroy()
      if (bytes === 0) close()
      else
        child.stdout.on("data", (chunk: Buffer) => {
          read += chunk.length
          if (read >= bytes) close()
        })
      child.on("close", (code, signal) => resolve({ code, signal, stderr }))
    }
  )
}

const version: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version

describe("the zk-node command", () => {
  it("--version prints the package's version", async () => {
    expect(await command(["--version"])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" })
  }, 30_000)

  it("--help lists every variable with its default and meaning", async () => {
    const { code, stdout } = await command(["--help"])
    expect(code).toBe(0)
    expect(stdout).toContain(`zk-node ${version}`)
    for (const entry of VARIABLES) expect(stdout).toContain(`  ${entry.name} `)
  }, 30_000)

  it("--print-config prints the effective configuration, secrets redacted; a bad variable is its line, exit 1", async () => {
    const good = await command(["--print-config"], { PORT: "8080", DATABASE_URL: "postgres://me:hunter2@db:5432/x" })
    expect(good.code).toBe(0)
    expect(good.stdout).toContain("PORT=8080\n")
    expect(good.stdout).toContain("DATABASE_URL=postgres://me:***@db:5432/x\n")
    expect(good.stdout).not.toContain("hunter2")
    const bad = await command(["--print-config"], { PORT: "abc" })
    expect(bad).toEqual({ code: 1, stdout: "", stderr: 'PORT="abc": an integer 1–65535\n' })
  }, 30_000)

  it.each([
    ["WEB_CONCURRENCY=4 without DATABASE_URL", { WEB_CONCURRENCY: "4" }],
    [
      "WEB_CONCURRENCY=4 with ROLE=writer",
      { WEB_CONCURRENCY: "4", ROLE: "writer", DATABASE_URL: "postgres://me:hunter2@db:5432/x" }
    ],
    ["ROLE=reader on the embedded database", { ROLE: "reader" }],
    ["STORAGE=external without DATABASE_URL", { STORAGE: "external" }],
    ["no revision served", { LATER_BASE_PATH: "off" }],
    ["DATABASE_READ_URLS without a server", { DATABASE_READ_URLS: "postgres://me:hunter2@replica:5432/x" }]
  ])(
    "--print-config refuses what a start refuses, with the same lines: %s",
    async (_, environment) => {
      const printed = await command(["--print-config"], environment)
      const started = await command([], { ...environment, PORT: String(await freePort()), LOG_FORMAT: "json" })
      expect(started.code).toBe(1)
      const fatal = `${started.stdout}${started.stderr}`
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line))
        .filter((line) => line.level === 60)
        .map((line) => String(line.msg))
      expect(fatal.length).toBeGreaterThan(0)
      expect(printed).toEqual({ code: 1, stdout: "", stderr: fatal.map((line) => `${line}\n`).join("") })
      expect(printed.stderr).not.toContain("hunter2")
    },
    60_000
  )

  it("--print-config of a configuration a start accepts (WEB_CONCURRENCY=4 on a server) prints it, exit 0", async () => {
    const printed = await command(["--print-config"], {
      WEB_CONCURRENCY: "4",
      DATABASE_URL: "postgres://me:hunter2@db:5432/x"
    })
    expect(printed.code).toBe(0)
    expect(printed.stdout).toContain("WEB_CONCURRENCY=4\n")
  }, 30_000)

  it("refuses an unknown argument", async () => {
    const { code, stderr } = await command(["--serve-faster"])
    expect(code).toBe(2)
    expect(stderr).toContain("unknown argument")
  }, 30_000)

  it.each([["--help"], ["--print-config"], ["--version"]])(
    "%s into a pipe its reader closes ends quietly, exit 0 (no EPIPE, no stack trace)",
    async (argument) => {
      for (const bytes of [0, 1]) {
        const ended = await commandIntoClosedPipe([argument], bytes)
        expect(ended.stderr, `closed after ${bytes} bytes`).toBe("")
        expect(ended, `closed after ${bytes} bytes`).toEqual({ code: 0, signal: null, stderr: "" })
      }
    },
    60_000
  )
})
