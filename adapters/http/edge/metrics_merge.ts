/**
 * One exposition out of several processes' (the workers of `WEB_CONCURRENCY`, each with its own
 * registries): every sample keeps its name, labels, value and timestamp and gains a first label
 * naming its process (`worker="2"`), and each metric family is written once — its `# HELP` and
 * `# TYPE` (the first seen), then the samples of every process together — so the result is again
 * valid Prometheus text (version 0.0.4), and a scrape reaching any one process sees them all.
 * A sample belongs to the family declared last before it when its name is the family's or
 * extends it (`_bucket`, `_sum`, `_count`, …); otherwise it is a family of its own.
 */
import { labelValue } from "./metrics_text.ts"

/** One process's exposition text and the value of its label. */
export interface SourceText {
  /** The label's value for this process's samples (`"2"`). */
  readonly source: string
  readonly text: string
}

/** A family as written: its header lines and the samples of every process. */
interface Family {
  help: string | undefined
  type: string | undefined
  readonly samples: Array<string>
}

/** The name a `# HELP name …` / `# TYPE name …` line declares, and the line. */
function headerOf(line: string): { readonly kind: "help" | "type"; readonly name: string } | undefined {
  const match = /^#\s+(HELP|TYPE)\s+(\S+)/u.exec(line)
  if (match === null) return undefined
  return { kind: match[1] === "HELP" ? "help" : "type", name: match[2] ?? "" }
}

/** The metric name of a sample line (up to its labels or its value). */
function sampleName(line: string): string {
  const end = line.search(/[{\s]/u)
  return end === -1 ? line : line.slice(0, end)
}

/** A sample line with `label="value"` added first to its labels. */
function withLabel(line: string, label: string): string {
  const name = sampleName(line)
  const rest = line.slice(name.length)
  if (!rest.startsWith("{")) return `${name}{${label}}${rest}`
  return rest.startsWith("{}") ? `${name}{${label}}${rest.slice(2)}` : `${name}{${label},${rest.slice(1)}`
}

/** Whether a sample named `name` belongs to the family `family`. */
function belongsTo(name: string, family: string): boolean {
  return name === family || (name.startsWith(family) && name.charAt(family.length) === "_")
}

/** The expositions of several processes as one, each sample labelled `label="<source>"` (default label `worker`). */
export function mergeExpositions(texts: ReadonlyArray<SourceText>, options: { readonly label?: string } = {}): string {
  const label = options.label ?? "worker"
  const families = new Map<string, Family>()
  const familyOf = (name: string): Family => {
    let family = families.get(name)
    if (family === undefined) {
      family = { help: undefined, type: undefined, samples: [] }
      families.set(name, family)
    }
    return family
  }
  for (const { source, text } of texts) {
    const sourceLabel = `${label}="${labelValue(source)}"`
    let current: string | undefined = undefined
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue
      if (line.startsWith("#")) {
        const header = headerOf(line)
        if (header === undefined) continue
        current = header.name
        const family = familyOf(header.name)
        family[header.kind] ??= line
        continue
      }
      const name = sampleName(line)
      const owner = current !== undefined && belongsTo(name, current) ? current : name
      familyOf(owner).samples.push(withLabel(line, sourceLabel))
    }
  }
  let out = ""
  for (const family of families.values()) {
    if (family.help !== undefined) out += `${family.help}\n`
    if (family.type !== undefined) out += `${family.type}\n`
    for (const sample of family.samples) out += `${sample}\n`
  }
  return out
}
