/** What `zk-node --print-config` prints: each variable's effective value as an environment line, secrets redacted. */
import { VARIABLES } from "../config.ts"
import { printedValue } from "../environment_variable.ts"

/** The effective configuration of `environment`, one `NAME=value` line per variable. */
export function printedConfig(environment: Readonly<Record<string, string | undefined>>): string {
  const lines = VARIABLES.map((entry) => {
    const given = environment[entry.name]
    if (given !== undefined && given !== "") return `${entry.name}=${printedValue(entry, given)}`
    if (entry.fallback !== undefined) return `${entry.name}=${entry.fallback}   # default`
    return `# ${entry.name} unset: ${entry.unset ?? "not used"}`
  })
  return `${lines.join("\n")}\n`
}
