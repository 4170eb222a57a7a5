/** What `zk-node --help` prints and `.env.example` holds, both written from the one declaration of the variables: each
 * variable, its default and its meaning. */
import { VARIABLES } from "../config.ts"
import type { EnvironmentVariable } from "../environment_variable.ts"

/** A variable's default as `--help` says it. */
function defaultOf(entry: EnvironmentVariable<unknown>): string {
  return entry.fallback ?? `unset: ${entry.unset ?? "not used"}`
}

/** The text of `zk-node --help`. */
export function helpText(version: string): string {
  const width = Math.max(...VARIABLES.map((entry) => entry.name.length))
  const variables = VARIABLES.map(
    (entry) =>
      `  ${entry.name.padEnd(width)}  ${entry.meaning}\n  ${"".padEnd(width)}  default: ${defaultOf(entry)}; ${entry.rule}`
  )
  return [
    `zk-node ${version}: the HTTP/JSON API of a zk-rollup node`,
    "",
    "Usage:",
    "  zk-node                 serve the API (configured by the environment variables below)",
    "  zk-node --help          this text",
    "  zk-node --version       the version",
    "  zk-node --print-config  the effective configuration (secrets redacted), then exit",
    "  zk-node keys …          manage API keys (zk-node keys --help)",
    "  zk-node check           check the rendering cache's templates against their columns (zk-node check --help)",
    "",
    "Environment variables:",
    ...variables,
    ""
  ].join("\n")
}

/** The content of `.env.example`: every variable with its default (commented out when it has none). */
export function envExample(): string {
  const lines = [
    "# The node's environment variables, each with its default (`zk-node --help` says more).",
    "# Written from app/config.ts's declaration; a test keeps this file equal to it.",
    ""
  ]
  for (const entry of VARIABLES) {
    lines.push(`# ${entry.meaning} (${entry.rule})`)
    lines.push(
      entry.fallback === undefined
        ? `# ${entry.name}=   (unset: ${entry.unset ?? "not used"})`
        : `${entry.name}=${entry.fallback}`
    )
    lines.push("")
  }
  return lines.join("\n")
}
