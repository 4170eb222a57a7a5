/** One environment variable the node reads, declared once (name, default, meaning, rule, reading): the declaration
 * reads the configuration, checks it up front (one line per bad variable) and writes `--help` and `.env.example`. */
import { type Config, ConfigProvider, Effect, Option } from "effect"

/** One environment variable. */
export interface EnvironmentVariable<A> {
  readonly name: string
  /** The default as it would be written in the environment; undefined: unset by default (`unset` says what that means). */
  readonly fallback: string | undefined
  /** What an unset variable means, when it has no written default (`embedded storage`). */
  readonly unset?: string | undefined
  /** What it sets, in a few words. */
  readonly meaning: string
  /** The rule a value follows, as a bad value's line says it: `an integer 1–65535`. */
  readonly rule: string
  /** Its value holds a secret (a password in a URL): printed redacted. */
  readonly secret: boolean
  /** Its value, read by name, the default applied. */
  readonly config: Config.Config<A>
}

/** What a declaration gives besides the reading. */
export interface VariableDoc {
  readonly fallback?: string | undefined
  readonly unset?: string | undefined
  readonly meaning: string
  readonly rule: string
  readonly secret?: boolean | undefined
}

/** Declares variable `name`, read by `read(name)`. */
export function variable<A>(
  name: string,
  doc: VariableDoc,
  read: (name: string) => Config.Config<A>
): EnvironmentVariable<A> {
  return {
    name,
    fallback: doc.fallback,
    unset: doc.unset,
    meaning: doc.meaning,
    rule: doc.rule,
    secret: doc.secret === true,
    config: read(name)
  }
}

/** `text` with the password of any URL in it replaced by `***` (also in text that is not a valid URL). */
export function redactUrlPasswords(text: string): string {
  return text.replace(/(\/\/[^:/@\s]*:)[^@\s]*@/gu, "$1***@")
}

/** A value as printed: a secret's passwords redacted. */
export function printedValue(variable: EnvironmentVariable<unknown>, value: string): string {
  return variable.secret ? redactUrlPasswords(value) : value
}

/** One line naming a bad value, its variable and the rule: `PORT="abc": an integer 1–65535`. */
export function badValueLine(variable: EnvironmentVariable<unknown>, value: string): string {
  return `${variable.name}=${JSON.stringify(printedValue(variable, value))}: ${variable.rule}`
}

/** The lines of every variable of `variables` whose value in `environment` breaks its rule, in declaration order. */
export function badVariableLines(
  variables: ReadonlyArray<EnvironmentVariable<unknown>>,
  environment: Readonly<Record<string, string | undefined>>
): ReadonlyArray<string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(environment)) if (value !== undefined) env[key] = value
  const provider = ConfigProvider.fromEnv({ env })
  const lines: Array<string> = []
  for (const entry of variables) {
    const value = env[entry.name]
    if (value === undefined) continue
    const read = Effect.runSync(Effect.option(entry.config.parse(provider)))
    if (Option.isNone(read)) lines.push(badValueLine(entry, value))
  }
  return lines
}
