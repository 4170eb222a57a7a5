/** Ctrl-C during a first devnet seed on embedded PostgreSQL stops it cleanly (exit 0); the next start says the devnet
 * is partial, serves it and does not seed again. */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { freePort, killAll, type ServerProcess, startServer, terminate, waitForStatus } from "./server_process.ts"

/** The `msg` of every JSON line a node wrote. */
function messages(server: ServerProcess): ReadonlyArray<string> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => String(JSON.parse(line)["msg"]))
}

/** Waits until `server` has written a line whose `msg` starts with `prefix`. */
async function waitForLine(server: ServerProcess, prefix: string, timeout: number): Promise<void> {
  const deadline = performance.now() + timeout
  while (!messages(server).some((msg) => msg.startsWith(prefix))) {
    if (performance.now() > deadline) throw new Error(`no "${prefix}" line within ${timeout} ms:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("Ctrl-C during a first devnet seed", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "zk-seed-"))
  afterAll(() => {
    killAll()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("stops cleanly, and the next start says it serves the partial devnet as it is", async () => {
    const first = startServer(await freePort(), { DATA_DIR: dataDir })
    await waitForLine(first, "seeding the devnet: 10 %", 120_000)
    first.child.kill("SIGINT")
    const exited = await first.exited
    expect(exited.code, first.output()).toBe(0)
    expect(messages(first).some((msg) => msg.startsWith("stopped while seeding the devnet"))).toBe(true)
    expect(messages(first)).not.toContain("devnet seeded")

    const second = startServer(await freePort(), { DATA_DIR: dataDir })
    await waitForStatus(second.port, "/health", 200, 120_000)
    expect(messages(second).some((msg) => msg.startsWith("storage holds a partial devnet"))).toBe(true)
    expect(messages(second).some((msg) => msg.startsWith("seeding the devnet"))).toBe(false)
    expect((await terminate(second)).code).toBe(0)
  }, 300_000)
})
