/**
 * The commands of `zk-node` other than serving (`arguments.ts`): each writes its answer and gives
 * the exit code. `--print-config` checks the configuration first, as a start would: bad variables
 * are reported one line each on standard error, exit 1.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { badVariables } from "../config.js";
import { helpText } from "./help_text.js";
import { printedConfig } from "./print_config.js";
/** The package's name, to find its manifest from the source (`app/cli/`) or the build (`dist/app/cli/`). */
const PACKAGE_NAME = "zk-rollup-node-api";
/** The package's version, read from the nearest `package.json` of this package above this file. */
export function packageVersion() {
    for (let directory = import.meta.dirname, depth = 0; depth < 5; directory = dirname(directory), depth++) {
        try {
            const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
            if (typeof manifest === "object" && manifest !== null && Reflect.get(manifest, "name") === PACKAGE_NAME) {
                return String(Reflect.get(manifest, "version"));
            }
        }
        catch {
            // No manifest here: look one level up.
        }
    }
    return "unknown";
}
/** Runs `command` (anything but `serve`); resolves with the exit code. */
export async function runCommand(command, environment) {
    switch (command.kind) {
        case "help":
            process.stdout.write(helpText(packageVersion()));
            return 0;
        case "version":
            process.stdout.write(`${packageVersion()}\n`);
            return 0;
        case "print-config": {
            const bad = badVariables(environment);
            if (bad.length > 0) {
                process.stderr.write(bad.map((line) => `${line}\n`).join(""));
                return 1;
            }
            process.stdout.write(printedConfig(environment));
            return 0;
        }
        case "keys": {
            const { runKeysCommand } = await import("../keys/command.js");
            return runKeysCommand(command.arguments, undefined, { env: environment });
        }
        case "unknown":
            process.stderr.write(`zk-node: unknown argument ${JSON.stringify(command.argument)} (zk-node --help lists the commands)\n`);
            return 2;
    }
}
