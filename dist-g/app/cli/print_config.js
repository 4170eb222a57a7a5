/**
 * What `zk-node --print-config` prints: the effective value of every declared variable
 * (`app/config.ts`) as an environment line — the value given, else the default — with secrets
 * such as passwords in URLs redacted; a variable left unset without a default says what that means.
 */
import { VARIABLES } from "../config.js";
import { printedValue } from "../environment_variable.js";
/** The effective configuration of `environment`, one `NAME=value` line per variable. */
export function printedConfig(environment) {
    const lines = VARIABLES.map((entry) => {
        const given = environment[entry.name];
        if (given !== undefined && given !== "")
            return `${entry.name}=${printedValue(entry, given)}`;
        if (entry.fallback !== undefined)
            return `${entry.name}=${entry.fallback}   # default`;
        return `# ${entry.name} unset: ${entry.unset ?? "not used"}`;
    });
    return `${lines.join("\n")}\n`;
}
