/** The commands of `zk-node` other than serving: each writes its answer and gives the exit code; `--print-config` first
 * refuses what a start would, one line each. */
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { Command } from "./arguments.ts"
import { helpText } from "./help_text.ts"
import { printedConfig } from "./print_config.ts"

/** The package's name, to find its manifest from the source (`app/cli/`) or the build (`dist/app/cli/`). */
const PACKAGE_NAME = "zk-rollup-node-api"

/** The package's version, read from the nearest `package.json` of this package above this file. */
export function packageVersion(): string {
  for (let directory = import.meta.dirname, depth = 0; depth < 5; directory = dirname(directory), depth++) {
    try {
      const manifest: unknown = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"))
      if (typeof manifest === "object" && manifest !== null && Reflect.get(manifest, "name") === PACKAGE_NAME) {
        return String(Reflect.get(manifest, "version"))
      }
    } catch {
      // No manifest here: look one level up.
    }
  }
  return "unknown"
}

/** What a start on `environment` would refuse before opening anything (`lifecycle/start_check.ts`): its lines, none when nothing. */
async function startRefusal(environment: Readonly<Record<string, string | undefined>>): Promise<ReadonlyArray<string>> {
  const [{ ConfigProvider, Effect }, { checkedStart }] = await Promise.all([
    import("effect"),
    import("../lifecycle/start_check.ts")
  ])
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(environment)) if (value !== undefined) env[name] = value
  const check = checkedStart(environment).pipe(
    Effect.as([]),
    Effect.catchTag("StartRefused", (refused) => Effect.succeed(refused.lines)),
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))
  )
  return Effect.runPromise(check)
}

/** Runs `command` (anything but `serve`); resolves with the exit code. */
export async function runCommand(
  command: Exclude<Command, { readonly kind: "serve" }>,
  environment: Readonly<Record<string, string | undefined>>
): Promise<number> {
  switch (command.kind) {
    case "help":
      process.stdout.write(helpText(packageVersion()))
      return 0
    case "version":
      process.stdout.write(`${packageVersion()}\n`)
      return 0
    case "print-config": {
      const refused = await startRefusal(environment)
      if (refused.length > 0) {
        process.stderr.write(refused.map((line) => `${line}\n`).join(""))
        return 1
      }
      process.stdout.write(printedConfig(environment))
      return 0
    }
    case "keys": {
      const { runKeysCommand } = await import("../keys/command.ts")
      return runKeysCommand(command.arguments, undefined, { env: environment })
    }
    case "check": {
      const { runCheckCommand } = await import("./check_command.ts")
      return runCheckCommand(command.arguments, environment)
    }
    case "unknown":
      process.stderr.write(
        `zk-node: unknown argument ${JSON.stringify(command.argument)} (zk-node --help lists the commands)\n`
      )
      return 2
  }
}
