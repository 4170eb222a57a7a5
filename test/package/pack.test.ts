/** The packed package as a consumer sees it: built and packed in a temporary copy, installed offline in a fresh
 * project: its files, an ESM script using every entry point, type-checked declarations, the `zk-node` command. */
import { execFile } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from "node:fs"
import { tmpdir } from "node:os"
import { basename, dirname, join, resolve } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CONSUMER_SCRIPT, CONSUMER_TSCONFIG, CONSUMER_TYPES } from "./consumer_files.ts"
import { type DocSnippet, docSnippets } from "./doc_snippets.ts"
import { type ConsumerProcess, freePort, startInConsumer, untilAnswers } from "./consumer_process.ts"

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, "../..")
const PACKAGE_FILES = [
  "package.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "README.md",
  "LICENSE",
  "core",
  "adapters",
  "devnet",
  "wallet",
  "app",
  "tools",
  "docs",
  "examples",
  "bench/RESULTS.md",
  ".env.example"
]
/** What the package ships besides the build: the README, the license, what the README links to, and the examples the
 * docs point to. */
const SHIPPED_TEXT =
  /^(package\.json|README\.md|LICENSE|\.env\.example|bench\/RESULTS\.md|docs\/[^/]+\.md|examples\/[^/]+\.ts)$/u
const SETUP_TIMEOUT = 300_000
/** The examples the package ships, each run in the consumer from the installed package's copy: the embedder's property
 * test by vitest, the embedding examples by plain Node (its type stripping). */
const EXAMPLE_PROPERTY_TEST = "examples/coordinator_property.test.ts"
const EXAMPLE_EMBEDDING = "examples/embed_in_node_http.ts"
const EXAMPLE_EMBEDDING_EFFECT = "examples/embed_in_effect.ts"
const EXAMPLES = [EXAMPLE_PROPERTY_TEST, EXAMPLE_EMBEDDING, EXAMPLE_EMBEDDING_EFFECT]
/** The docs' TypeScript snippets, each written into the consumer's `snippets/` and run there as written. */
const SNIPPETS = docSnippets(join(ROOT, "docs"))
/** The packages the testing kit's install line of `docs/testing.md` names, as the consumer installs them: the package
 * from the tarball `npm pack` wrote, copied into the consumer (no registry holds the package). */
const KIT_INSTALL = kitInstallLine(readFileSync(join(ROOT, "docs/testing.md"), "utf8"))
/** A property of the testing kit that fails above 1000, replayed from the token its failure prints (`REPLAY`). */
const REPLAY_PROPERTY_TEST = `import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { DomainValues } from "zk-rollup-node-api/testing"

const replay = process.env["REPLAY"]
describe("a failure", () => {
  it.effect.prop(
    "amounts up to 1000",
    [DomainValues.positiveAmount()],
    ([sent]) =>
      Effect.sync(() => {
        console.log(\`evaluated \${sent}\`)
        expect(sent).toBeLessThanOrEqual(1000n)
      }),
    { arbitrary: replay === undefined ? { seed: 42 } : { replay } }
  )
})
`

/** The package specs of the kit's `npm install --save-dev ./zk-rollup-node-api-<version>.tgz …` line in `markdown`. */
function kitInstallLine(markdown: string): ReadonlyArray<string> {
  const line = /^npm install --save-dev (\.\/zk-rollup-node-api-\S+\.tgz .+)$/mu.exec(markdown)?.[1]
  if (line === undefined)
    throw new Error("docs/testing.md: no `npm install --save-dev ./zk-rollup-node-api-<version>.tgz …` line")
  return line.trim().split(/\s+/u)
}

/** Links of `markdown` (a file of `docs/`) into the repository's `examples/`, as paths from the package's root. */
function exampleLinks(markdown: string): ReadonlyArray<string> {
  return [...markdown.matchAll(/\]\(\.\.\/(examples\/[^)#\s]+)/gu)].map((m) => m[1] ?? "")
}

/** The repository's manifest. */
const manifest: {
  readonly name: string
  readonly version: string
  readonly dependencies: Record<string, string>
  readonly devDependencies: Record<string, string>
} = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))

/** npm, quiet and without network chatter; stdout. */
async function npm(args: ReadonlyArray<string>, cwd: string): Promise<string> {
  const env = {
    ...process.env,
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false"
  }
  const { stdout } = await run("npm", [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 })
  return stdout
}

/** What a child process failed with, as text (tsc reports on stdout). */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const stdout = "stdout" in error ? String(error.stdout) : ""
  const stderr = "stderr" in error ? String(error.stderr) : ""
  return `${error.message}\n${stdout}\n${stderr}`
}

let work: string
let tarball: string
let packedFiles: ReadonlyArray<string>
let packedManifest: Record<string, unknown>
let sourceManifestAfterPack: string
let consumer: string
const timings: Record<string, number> = {}
/** How the dependencies were installed: `offline` (npm's cache only) or `prefer-offline`. */
let installMode = "offline"

/** Runs `step`, recording how long it took. */
async function timed<A>(name: string, step: () => Promise<A>): Promise<A> {
  const start = Date.now()
  try {
    return await step()
  } finally {
    timings[name] = Date.now() - start
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "zk-pack-"))
  const source = join(work, "package")
  mkdirSync(source)
  for (const file of PACKAGE_FILES) {
    mkdirSync(dirname(join(source, file)), { recursive: true })
    cpSync(join(ROOT, file), join(source, file), { recursive: true })
  }
  symlinkSync(join(ROOT, "node_modules"), join(source, "node_modules"), "dir")
  const out = join(work, "out")
  mkdirSync(out)
  const packed: Array<{ readonly filename: string; readonly files: ReadonlyArray<{ readonly path: string }> }> =
    JSON.parse(await timed("build and pack", () => npm(["pack", "--json", "--pack-destination", out], source)))
  const [result] = packed
  if (result === undefined) throw new Error("npm pack reported no tarball")
  tarball = join(out, result.filename)
  packedFiles = result.files.map((f) => f.path)
  await run("tar", ["-xzf", tarball, "-C", out, "package/package.json"])
  packedManifest = JSON.parse(readFileSync(join(out, "package/package.json"), "utf8"))
  sourceManifestAfterPack = readFileSync(join(source, "package.json"), "utf8")

  consumer = join(work, "consumer")
  mkdirSync(consumer)
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }))
  // The docs' install line as written, the tarball beside the consumer's package.json; @types/node for the type-check.
  cpSync(tarball, join(consumer, basename(tarball)))
  const install = [
    "install",
    "--save-dev",
    "--no-package-lock",
    ...KIT_INSTALL,
    `@types/node@${manifest.devDependencies["@types/node"]}`
  ]
  await timed("install", async () => {
    try {
      await npm([...install, "--offline"], consumer)
    } catch (error) {
      const text = failureText(error)
      if (!text.includes("ENOTCACHED")) throw error
      // What npm's cache lacked, so that the log says why the install went to the registry.
      installMode = `prefer-offline: ${/request to (\S+) failed/u.exec(text)?.[1] ?? "not cached"}`
      await npm([...install, "--prefer-offline"], consumer)
    }
  })
  writeFileSync(join(consumer, "consumer.mjs"), CONSUMER_SCRIPT)
  writeFileSync(join(consumer, "consumer.ts"), CONSUMER_TYPES)
  // The examples as the package ships them, not the repository's copies.
  const installed = join(consumer, "node_modules", manifest.name)
  for (const example of EXAMPLES) cpSync(join(installed, example), join(consumer, basename(example)))
  writeFileSync(join(consumer, "replay_property.test.ts"), REPLAY_PROPERTY_TEST)
  mkdirSync(join(consumer, "snippets"))
  for (const snippet of SNIPPETS) writeFileSync(join(consumer, "snippets", snippet.file), snippet.code)
  // The consumer's own file, the examples, the replayed property and the snippets, type-checked as a reader's project would be.
  const tsconfig = JSON.parse(CONSUMER_TSCONFIG)
  tsconfig.files = [
    "consumer.ts",
    "coordinator_property.test.ts",
    "embed_in_node_http.ts",
    "embed_in_effect.ts",
    "replay_property.test.ts",
    ...SNIPPETS.map((snippet) => `snippets/${snippet.file}`)
  ]
  writeFileSync(join(consumer, "tsconfig.json"), JSON.stringify(tsconfig, null, 2))
}, SETUP_TIMEOUT)

afterAll(() => {
  console.log(`package test (install ${installMode}), timings in ms: ${JSON.stringify(timings)}`)
  if (work !== undefined) rmSync(work, { recursive: true, force: true })
})

describe("the packed package", () => {
  it("holds the built JS, declarations and JSON data of core, adapters, devnet, wallet and app, the docs, and nothing else", () => {
    expect(packedFiles).toContain("package.json")
    for (const doc of ["README.md", "LICENSE", "docs/api.md", "docs/embedding.md"]) expect(packedFiles).toContain(doc)
    for (const entry of [
      "app/embed/mod",
      "adapters/http/client/client",
      "adapters/memory/mod",
      "core/ports/mod",
      "core/use_cases/mod"
    ]) {
      expect(packedFiles).toContain(`dist/${entry}.js`)
      expect(packedFiles).toContain(`dist/${entry}.d.ts`)
    }
    const unexpected = packedFiles.filter(
      (path) =>
        !SHIPPED_TEXT.test(path) && !/^dist\/(core|adapters|devnet|wallet|app)\/.+\.(js|d\.ts|json)$/u.test(path)
    )
    expect(unexpected).toEqual([])
  })

  it("ships the examples, each one the docs point to among them", () => {
    for (const example of EXAMPLES) expect(packedFiles).toContain(example)
    const docs = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"))
    const linked = docs.flatMap((name) => exampleLinks(readFileSync(join(ROOT, "docs", name), "utf8")))
    expect(linked).toContain(EXAMPLE_PROPERTY_TEST)
    expect(linked.filter((path) => !packedFiles.includes(path))).toEqual([])
  })

  it("installs as docs/testing.md's install line says: one copy of effect, the very version the package depends on", () => {
    const version = (path: string) => JSON.parse(readFileSync(join(consumer, path, "package.json"), "utf8")).version
    expect(version("node_modules/effect")).toBe(manifest.dependencies["effect"])
    expect(existsSync(join(consumer, "node_modules", manifest.name, "node_modules/effect"))).toBe(false)
    expect(existsSync(join(consumer, "node_modules/@effect/vitest/node_modules/effect"))).toBe(false)
    expect(KIT_INSTALL[0]).toBe(`./${basename(tarball)}`)
    for (const name of ["vitest", "@effect/vitest"])
      expect(KIT_INSTALL.some((spec) => spec.startsWith(`${name}@`))).toBe(true)
    expect(version("node_modules/vitest")).toMatch(/^5\./u)
  })

  it("leaves out the repository's own Node binary (optionalDependencies) and patches (postinstall), and restores the source manifest", () => {
    expect(packedManifest).not.toHaveProperty("optionalDependencies")
    expect(packedManifest["scripts"]).not.toHaveProperty("postinstall")
    expect(packedManifest["dependencies"]).toEqual(
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).dependencies
    )
    expect(sourceManifestAfterPack).toBe(readFileSync(join(ROOT, "package.json"), "utf8"))
  })

  it("installs, and plain Node ESM imports every entry point and embeds the node", async () => {
    const { stdout, stderr } = await timed("run consumer.mjs", () =>
      run(process.execPath, ["consumer.mjs"], { cwd: consumer, timeout: 60_000 })
    )
    expect(stderr).toBe("")
    const lines = stdout.trim().split("\n")
    expect(JSON.parse(lines[lines.length - 1] ?? "")).toEqual({
      batches: [1, 2, 3],
      lastBatch: 3,
      chainId: 31337,
      notFound: "ErrNotFound",
      newest: [3],
      useCaseNotFound: true,
      legacy: "legacy",
      entryPoints: "function,object,function,function,function"
    })
  }, 90_000)

  it("runs the embedder's property test of examples/ with vitest against the installed testing kit", async () => {
    const vitest = join(consumer, "node_modules/vitest/vitest.mjs")
    const { stdout } = await timed("run the example property test", () =>
      run(process.execPath, [vitest, "run", "--reporter=verbose", "coordinator_property.test.ts"], {
        cwd: consumer,
        timeout: 240_000,
        env: { ...process.env, CI: "true", NO_COLOR: "1" }
      }).catch((error: unknown) => {
        throw new Error(failureText(error))
      })
    )
    expect(stdout).toContain("1 passed")
  }, 300_000)

  it("replays a failing property from the token it prints, as docs/testing.md says: the shrunk input again, in one run", async () => {
    const vitest = join(consumer, "node_modules/vitest/vitest.mjs")
    /** The output of vitest run on the replay test (which fails), with `REPLAY` set when `replay` is given. */
    const failing = (replay?: string) =>
      run(process.execPath, [vitest, "run", "replay_property.test.ts"], {
        cwd: consumer,
        timeout: 120_000,
        env: { ...process.env, CI: "true", NO_COLOR: "1", ...(replay === undefined ? {} : { REPLAY: replay }) }
      }).then(
        ({ stdout }) => {
          throw new Error(`the failing property passed:\n${stdout}`)
        },
        (error: unknown) => failureText(error)
      )
    const first = await timed("run the failing property", () => failing())
    const again = await timed("run the failing property again", () => failing())
    const token = /^Replay: (.+)$/mu.exec(first)?.[1]
    const shrunk = /^Shrunk input: (.+)$/mu.exec(first)?.[1]
    expect(shrunk, first).toBe("[1001n]")
    expect(token, first).toBeDefined()
    // The same seed draws the same run: the same failure, the same token.
    expect(/^Replay: (.+)$/mu.exec(again)?.[1]).toBe(token)
    const replayed = await timed("replay the failing property", () => failing(token))
    expect(replayed).toMatch(/Property falsified after 1 run\(s\) and (\d+) shrink\(s\)/u)
    expect(/^Shrunk input: (.+)$/mu.exec(replayed)?.[1]).toBe(shrunk)
    // The case and its recorded shrink steps only: one evaluation each.
    const shrinks = Number(/and (\d+) shrink\(s\)/u.exec(replayed)?.[1])
    expect(replayed.match(/^evaluated \d+$/gmu)?.length).toBe(shrinks + 1)
  }, 300_000)

  it("runs the embedding example of examples/ as written, with plain Node, against the installed package", async () => {
    const { stdout, stderr } = await timed("run the embedding example", () =>
      run(process.execPath, ["embed_in_node_http.ts"], { cwd: consumer, timeout: 60_000 }).catch((error: unknown) => {
        throw new Error(failureText(error))
      })
    )
    expect(stderr.replace(/^.*ExperimentalWarning.*\n?|^.*--trace-warnings.*\n?/gmu, "")).toBe("")
    expect(stdout).not.toBe("")
  }, 90_000)

  it("puts the zk-node command on the consumer's PATH: --version and --help answer without starting a server", async () => {
    // This Node first on PATH, as npm scripts have it (the bin's `#!/usr/bin/env node`).
    const env = {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env["PATH"] ?? ""}`,
      npm_config_update_notifier: "false"
    }
    const version = await run("npx", ["--no-install", "zk-node", "--version"], { cwd: consumer, env, timeout: 60_000 })
    expect(version.stdout).toBe(`${manifest.version}\n`)
    const help = await run("npx", ["--no-install", "zk-node", "--help"], { cwd: consumer, env, timeout: 60_000 })
    expect(help.stdout).toContain("DATABASE_URL")
    expect(help.stdout).toContain(`zk-node ${manifest.version}`)
  }, 120_000)

  it("type-checks a consumer file against the declarations with the repository's tsc", async () => {
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc")
    const output = await timed("type-check consumer.ts", () =>
      run(process.execPath, [tsc, "-p", "."], { cwd: consumer, timeout: 120_000 }).then(
        () => "",
        (error: unknown) => failureText(error)
      )
    )
    // Library checking is on, so the package's declarations are checked as strictly as the
    // consumer's file. Other packages' own declaration bugs (PGlite's need @types/emscripten)
    // are theirs: only errors in the consumer's file or in this package fail the test.
    const errors = output.split("\n").filter((line) => /: error TS\d+:/u.test(line))
    const ours = errors.filter(
      (line) => !line.startsWith("node_modules/") || line.startsWith(`node_modules/${manifest.name}/`)
    )
    expect(ours).toEqual([])
    if (output !== "") expect(errors.length, output).toBeGreaterThan(0)
  }, 150_000)
})

/** Output a run may print besides the program's own: Node's notice that it strips types. */
const NODE_NOTICES = /^.*ExperimentalWarning.*\n?|^.*--trace-warnings.*\n?/gmu

describe("the docs' snippets and the examples, as written, against the installed package", () => {
  let devnet: ConsumerProcess | undefined
  let nodeUrl = ""

  // The node the client snippets talk to: the package's own `zk-node`, the devnet in memory, forging every second.
  beforeAll(async () => {
    const port = await freePort()
    nodeUrl = `http://127.0.0.1:${port}`
    devnet = startInConsumer(consumer, [join("node_modules", manifest.name, "dist/app/main.js")], {
      PORT: String(port),
      STORAGE: "memory",
      FORGE_INTERVAL_SECONDS: "1",
      LOG_LEVEL: "warn"
    })
    await untilAnswers(`${nodeUrl}/state`, devnet, 60_000)
  }, 90_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  /** Runs `file` of the consumer as its kind says, with `ZK_NODE_URL` and a free `PORT`; its output. */
  async function runInConsumer(file: string, kind: DocSnippet["run"]): Promise<string> {
    const port = await freePort()
    const env = { ZK_NODE_URL: nodeUrl, PORT: String(port), NO_COLOR: "1", CI: "true" }
    if (kind.kind === "server") {
      const server = startInConsumer(consumer, [file], env)
      await untilAnswers(`http://127.0.0.1:${port}${kind.path}`, server, 60_000)
      const { stdout, stderr } = await server.stop()
      expect(stderr.replace(NODE_NOTICES, ""), file).toBe("")
      return stdout
    }
    const args = kind.kind === "test" ? ["node_modules/vitest/vitest.mjs", "run", file] : [file]
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: consumer,
      timeout: 180_000,
      env: { ...process.env, ...env }
    }).catch((error: unknown) => {
      throw new Error(`${file}: ${failureText(error)}`)
    })
    if (kind.kind === "script") expect(stderr.replace(NODE_NOTICES, ""), file).toBe("")
    return stdout
  }

  for (const snippet of SNIPPETS) {
    it(`${snippet.where} (${snippet.run.kind === "server" ? `serves ${snippet.run.path}` : snippet.run.kind})`, async () => {
      const stdout = await timed(`snippet ${snippet.where}`, () =>
        runInConsumer(`snippets/${snippet.file}`, snippet.run)
      )
      if (snippet.run.kind === "test") expect(stdout).toMatch(/Tests\s+\d+ passed/u)
    }, 240_000)
  }

  it("examples/embed_in_effect.ts: its route and the node's API on one platform server", async () => {
    const stdout = await timed("run the Effect embedding example", () =>
      runInConsumer("embed_in_effect.ts", { kind: "script" })
    )
    expect(stdout).toContain('/status 200 {"forged":3}')
    expect(stdout).toMatch(/^\/zk\/batches\?order=DESC&limit=3 200 \{"batches":\[\{"itemId":3,"batchNum":3,/mu)
  }, 120_000)
})
