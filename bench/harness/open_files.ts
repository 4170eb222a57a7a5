/** The open-file limit of a benchmark's processes: raised by the shell that starts them, up to the hard limit. */
import { spawnSync } from "node:child_process"

/** The open-file limit a shell here may raise to: `wanted`, or the hard limit when lower. */
export function openFileLimit(wanted: number): number {
  const hard = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim()
  return hard === "unlimited" ? wanted : Math.min(wanted, Number(hard))
}

/** `command` run by a shell that first raises the open-file limit to `wanted` (or the hard limit); `exec` keeps the
 * command's process id the shell's. */
export function withOpenFiles(command: ReadonlyArray<string>, wanted: number): Array<string> {
  return ["sh", "-c", `ulimit -n ${openFileLimit(wanted)} && exec "$0" "$@"`, ...command]
}
