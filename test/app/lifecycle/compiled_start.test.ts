/** The production start: `npm run build` in a temporary copy, then `node dist/app/main.js` serves the devnet, accepts a
 * signed POST, stops on SIGTERM, and checks signatures on worker threads. */
import { execFile } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { poolPost, signedTransferBody } from "./devnet_transfer.ts"
import { freePort, get, killAll, rawExchange, ROOT, startServer, terminate, waitForStatus } from "./server_process.ts"

const run = promisify(execFile)

/** What the build needs from the package. */
const PACKAGE_FILES = [
  "package.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "core",
  "adapters",
  "devnet",
  "wallet",
  "app"
]

let work: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "zk-compiled-"))
  for (const entry of PACKAGE_FILES) cpSync(join(ROOT, entry), join(work, entry), { recursive: true })
  symlinkSync(join(ROOT, "node_modules"), join(work, "node_modules"), "dir")
  const env = { ...process.env, npm_config_update_notifier: "false" }
  await run("npm", ["run", "build"], { cwd: work, env, maxBuffer: 16 * 1024 * 1024 })
}, 120_000)

afterEach(killAll)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("the compiled start", () => {
  it("is `node dist/app/main.js`", () => {
    const manifest: unknown = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))
    const scripts: unknown =
      typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "scripts") : undefined
    expect(scripts).toMatchObject({ "start:prod": "node dist/app/main.js" })
  })

  it("serves the devnet, accepts a signed transfer and stops cleanly on SIGTERM", async () => {
    const server = startServer(await freePort(), { STORAGE: "memory" }, { entry: "dist/app/main.js", cwd: work })
    const config = await waitForStatus(server.port, "/config", 200, 30_000)
    expect(JSON.parse(config.body)).toMatchObject({ chainId: 1337 })
    const { head, rest } = poolPost(await signedTransferBody(server.port), Number.MAX_SAFE_INTEGER)
    const posted = await rawExchange(server.port, head + rest)
    expect(posted.status, posted.body).toBe(200)
    const id: unknown = JSON.parse(posted.body)
    expect(id).toMatch(/^0x02[0-9a-f]{64}$/u)
    const pooled = await rawExchange(server.port, get(`/transactions-pool/${String(id)}`))
    expect(pooled.status).toBe(200)
    expect(JSON.parse(pooled.body)).toMatchObject({ id, state: "pend" })
    const exit = await terminate(server)
    expect(exit.code, server.output()).toBe(0)
    expect(server.output()).not.toContain("tsx")
  }, 60_000)

  it("verifies signatures on live worker threads", async () => {
    const script = `
      import { VerifierPool } from "./dist/adapters/crypto/verifier_pool.js"
      import { EddsaPoseidonSign } from "./dist/adapters/crypto/mod.js"
      import { privateKeyBytes } from "./dist/adapters/crypto/devnet_wallets.js"
      const key = privateKeyBytes(1n)
      const elements = [1n, 2n, 3n, 4n, 5n, 6n]
      const check = { elements, publicKey: EddsaPoseidonSign.bjjPublicKeyOf(key), signature: EddsaPoseidonSign.signElements(key, elements) }
      const pool = new VerifierPool(2)
      const valid = await pool.verify(check)
      const invalid = await pool.verify({ ...check, elements: [1n, 2n, 3n, 4n, 5n, 7n] })
      await new Promise((r) => setTimeout(r, 200))
      console.log(JSON.stringify({ valid, invalid, workers: pool.size }))
      await pool.close()
    `
    // A file, not `--input-type=module -e`: workers inherit the parent's Node options.
    writeFileSync(join(work, "check_workers.mjs"), script)
    const { stdout } = await run(process.execPath, ["check_workers.mjs"], { cwd: work })
    expect(JSON.parse(stdout)).toEqual({ valid: true, invalid: false, workers: 2 })
  }, 30_000)
})
