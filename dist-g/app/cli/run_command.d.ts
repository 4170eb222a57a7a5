import type { Command } from "./arguments.ts";
/** The package's version, read from the nearest `package.json` of this package above this file. */
export declare function packageVersion(): string;
/** Runs `command` (anything but `serve`); resolves with the exit code. */
export declare function runCommand(command: Exclude<Command, {
    readonly kind: "serve";
}>, environment: Readonly<Record<string, string | undefined>>): Promise<number>;
