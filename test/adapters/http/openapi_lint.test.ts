/** Each revision's served `/openapi.json` passes `redocly lint` clean and gives `openapi-typescript` types a program
 * compiles against (a missing field does not compile); all offline. */
import { Effect, Exit, Scope } from "effect"
import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { generateTypes } from "openapi-typegen"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serverLayer } from "../../../app/server.ts"
import { type Revision, REVISIONS } from "../../../core/revision/revision.ts"
import { FixtureStorage } from "./fixture.ts"
import { listeningPort } from "./web_client.ts"

const ROOT = resolve(import.meta.dirname, "../../..")
const REDOCLY = join(ROOT, "node_modules/@redocly/cli/bin/cli.js")
const TSC = join(ROOT, "node_modules/typescript/bin/tsc")

/** Where each revision is served. */
const BASE: Readonly<Record<Revision, string>> = { later: "", earlier: "/earlier" }

/** What a child process wrote and how it ended. */
interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs a Node script (this process's Node) in `cwd`; never rejects. */
function runNode(script: string, args: ReadonlyArray<string>, cwd: string): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" } },
      (error, stdout, stderr) =>
        done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr })
    )
  })
}

let scope: Scope.Closeable
let baseUrl: string
let work: string

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const layer = serverLayer(FixtureStorage, { port: 0, laterBasePath: "/", earlierBasePath: "/earlier" })
  baseUrl = `http://127.0.0.1:${await listeningPort(layer, scope)}`
  work = mkdtempSync(join(tmpdir(), "openapi-lint-"))
})

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  rmSync(work, { recursive: true, force: true })
})

/** The revision's document as the running node serves it. */
async function servedDocument(revision: Revision): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${BASE[revision]}/openapi.json`)
  expect(response.status).toBe(200)
  const body: unknown = await response.json()
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new Error("the document is not a JSON object")
  return { ...body }
}

/** A new directory under the test's work directory. */
function directory(name: string): string {
  const path = join(work, name)
  mkdirSync(path)
  return path
}

describe("the repository", () => {
  it("has no Redocly configuration or ignore file that could weaken the lint", () => {
    for (const name of ["redocly.yaml", ".redocly.yaml", "redocly.yml", ".redocly.lint-ignore.yaml"]) {
      expect(existsSync(join(ROOT, name)), name).toBe(false)
    }
  })
})

describe.each(REVISIONS)("the %s revision's served document", (revision) => {
  it("passes redocly lint with the recommended ruleset: no error, no warning, nothing ignored", async () => {
    const dir = directory(`lint-${revision}`)
    const file = join(dir, `${revision}.json`)
    writeFileSync(file, JSON.stringify(await servedDocument(revision)))
    const run = await runNode(REDOCLY, ["lint", file, "--extends", "recommended", "--format", "json"], dir)
    const report: unknown = JSON.parse(run.stdout)
    const problems = typeof report === "object" && report !== null && "problems" in report ? report.problems : undefined
    expect(report, JSON.stringify(problems, null, 2)).toMatchObject({ totals: { errors: 0, warnings: 0, ignored: 0 } })
    expect(run.code, run.stderr).toBe(0)
  })

  it("gives openapi-typescript types that a program reading real fields compiles against, and a made-up field does not", async () => {
    const dir = directory(`types-${revision}`)
    writeFileSync(join(dir, "api.ts"), await generateTypes(await servedDocument(revision)))
    writeFileSync(join(dir, "program.ts"), program(revision))
    writeFileSync(
      join(dir, "control.ts"),
      `${program(revision)}\nexport const made_up: number = page.batches[0]!.madeUpField\n`
    )
    for (const [name, entry] of [
      ["tsconfig.json", "program.ts"],
      ["tsconfig.control.json", "control.ts"]
    ] as const) {
      writeFileSync(join(dir, name), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [entry] }))
    }
    const compiled = await runNode(TSC, ["-p", "tsconfig.json"], dir)
    expect(compiled.code, compiled.stdout + compiled.stderr).toBe(0)
    const control = await runNode(TSC, ["-p", "tsconfig.control.json"], dir)
    expect(control.code).not.toBe(0)
    expect(control.stdout).toMatch(/control\.ts\(\d+,\d+\): error TS2339: Property 'madeUpField' does not exist/)
    expect(control.stdout.trim().split("\n")).toHaveLength(1)
  })
})

/** The compiler options of the programs: strict, no emit, nothing but the generated types. */
const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  target: "ES2022",
  lib: ["ES2022"],
  module: "preserve",
  moduleResolution: "bundler",
  allowImportingTsExtensions: true,
  types: []
}

/** A program reading real fields of the revision's answers, bodies and errors through the generated types. */
function program(revision: Revision): string {
  const envelope =
    revision === "later"
      ? "export const pending: number = page.pendingItems"
      : "export const total: number = page.pagination.totalItems\nexport const last: number | null = page.pagination.lastItem"
  const withdrawn = revision === "later" ? "instantWithdraw" : "instantWithdrawn"
  return `import type { components, operations } from "./api.ts"

declare const page: operations["rollupStatus.listBatches"]["responses"][200]["content"]["application/json"]
export const batchNum: number = page.batches[0]!.batchNum
export const block: number = page.batches[0]!.ethereumBlockNum
${envelope}

declare const account: operations["account.getAccount"]["responses"][200]["content"]["application/json"]
export const nonce: number = account.nonce
export const balance: string = account.balance

declare const exit: operations["account.getExit"]["responses"][200]["content"]["application/json"]
export const withdrawn: number | null = exit.${withdrawn}

declare const posted: operations["transaction.postPoolTransaction"]["requestBody"]["content"]["application/json"]
export const sentNonce: number = posted.nonce

declare const error: components["schemas"]["Error"]
export const code: number = error.code
export const type: string = error.type
`
}
