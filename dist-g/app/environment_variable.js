/**
 * One environment variable the node reads, declared once (`app/config.ts` lists them all): its
 * name, its default, what it means, the rule a value must follow and how it is read. The same
 * declaration reads the configuration, checks it up front (every bad variable reported at once,
 * one line each: `PORT="abc": an integer 1–65535`), and writes `zk-node --help`, `--print-config`
 * and `.env.example`.
 */
import { Config, ConfigProvider, Effect, Option } from "effect";
/** Declares variable `name`, read by `read(name)`. */
export function variable(name, doc, read) {
    return { name, fallback: doc.fallback, unset: doc.unset, meaning: doc.meaning, rule: doc.rule, secret: doc.secret === true, config: read(name) };
}
/** `text` with the password of any URL in it replaced by `***` (also in text that is not a valid URL). */
export function redactUrlPasswords(text) {
    return text.replace(/(\/\/[^:/@\s]*:)[^@\s]*@/gu, "$1***@");
}
/** A value as printed: a secret's passwords redacted. */
export function printedValue(variable, value) {
    return variable.secret ? redactUrlPasswords(value) : value;
}
/** One line naming a bad value, its variable and the rule: `PORT="abc": an integer 1–65535`. */
export function badValueLine(variable, value) {
    return `${variable.name}=${JSON.stringify(printedValue(variable, value))}: ${variable.rule}`;
}
/** The lines of every variable of `variables` whose value in `environment` breaks its rule, in declaration order. */
export function badVariableLines(variables, environment) {
    const env = {};
    for (const [key, value] of Object.entries(environment))
        if (value !== undefined)
            env[key] = value;
    const provider = ConfigProvider.fromEnv({ env });
    const lines = [];
    for (const entry of variables) {
        const value = env[entry.name];
        if (value === undefined)
            continue;
        const read = Effect.runSync(Effect.option(entry.config.parse(provider)));
        if (Option.isNone(read))
            lines.push(badValueLine(entry, value));
    }
    return lines;
}
