/** The command line of `zk-node`: no argument serves the node; `--help`, `--version` and `--print-config` answer and
 * exit; `keys …` manages API keys; `check` checks the rendering cache against its columns. Plain (no Effect): `app/main.ts` reads it before it loads anything. */

/** What the command line asks for. */
export type Command =
  | { readonly kind: "serve" }
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "print-config" }
  | { readonly kind: "keys"; readonly arguments: ReadonlyArray<string> }
  | { readonly kind: "check"; readonly arguments: ReadonlyArray<string> }
  | { readonly kind: "unknown"; readonly argument: string }

/** The command `argv` (the arguments after the script) asks for. */
export function commandOf(argv: ReadonlyArray<string>): Command {
  const [first, ...rest] = argv
  switch (first) {
    case undefined:
      return { kind: "serve" }
    case "--help":
    case "-h":
    case "help":
      return { kind: "help" }
    case "--version":
    case "-v":
    case "version":
      return { kind: "version" }
    case "--print-config":
      return { kind: "print-config" }
    case "keys":
      return { kind: "keys", arguments: rest }
    case "check":
      return { kind: "check", arguments: rest }
    default:
      return { kind: "unknown", argument: first }
  }
}
