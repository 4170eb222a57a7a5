/** The part of npm's range syntax `engines.node` uses (semver is not installed): alternatives, comparators, caret,
 * tilde, x- and hyphen ranges; anything else, prereleases included, is refused. */

/** A version as major, minor, patch. */
export type Version = readonly [number, number, number]

/** One comparator: the version must stand in `op` to `version`. */
interface Comparator {
  readonly op: ">=" | ">" | "<=" | "<"
  readonly version: Version
}

/** The parts of a partial version (`22`, `22.19`, `22.x`, `*`): null where a part is a wildcard or absent. */
function partial(text: string, range: string): readonly [number | null, number | null, number | null] {
  const cleaned = text.replace(/^v/u, "")
  if (cleaned === "*" || cleaned === "x" || cleaned === "X" || cleaned === "") return [null, null, null]
  const parts = cleaned.split(".")
  if (parts.length > 3) throw new Error(`cannot read version "${text}" in range "${range}"`)
  const numbers = parts.map((part) => {
    if (part === "x" || part === "X" || part === "*") return null
    if (!/^\d+$/u.test(part)) throw new Error(`cannot read version "${text}" in range "${range}"`)
    return Number(part)
  })
  // A wildcard makes every later part a wildcard too.
  const first = numbers.indexOf(null)
  const filled = first === -1 ? numbers : numbers.map((n, i) => (i >= first ? null : n))
  return [filled[0] ?? null, filled[1] ?? null, filled[2] ?? null]
}

/** Parses `22.19.0` (all three parts) into a version. */
export function parseVersion(text: string): Version {
  const [major, minor, patch] = partial(text, text)
  if (major === null || minor === null || patch === null) throw new Error(`not a full version: "${text}"`)
  return [major, minor, patch]
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

/** The lowest version a partial one stands for, and the first version above it (null: no bound). */
function bounds(p: readonly [number | null, number | null, number | null]): {
  readonly low: Version
  readonly above: Version | null
} {
  const [major, minor, patch] = p
  if (major === null) return { low: [0, 0, 0], above: null }
  if (minor === null) return { low: [major, 0, 0], above: [major + 1, 0, 0] }
  if (patch === null) return { low: [major, minor, 0], above: [major, minor + 1, 0] }
  return { low: [major, minor, patch], above: null }
}

/** The comparators one space-separated token (or hyphen range) stands for. */
function comparators(token: string, range: string): ReadonlyArray<Comparator> {
  const match = /^(>=|<=|>|<|=|\^|~>?|)(.*)$/u.exec(token)
  if (match === null) throw new Error(`cannot read "${token}" in range "${range}"`)
  const op = match[1] ?? ""
  const p = partial(match[2] ?? "", range)
  const { low, above } = bounds(p)
  const [major, minor] = p
  switch (op) {
    case ">=":
      return [{ op: ">=", version: low }]
    case ">":
      return above === null
        ? major === null
          ? [{ op: "<", version: [0, 0, 0] }]
          : [{ op: ">", version: low }]
        : [{ op: ">=", version: above }]
    case "<":
      return major === null ? [{ op: "<", version: [0, 0, 0] }] : [{ op: "<", version: low }]
    case "<=":
      if (major === null) return []
      return above === null ? [{ op: "<=", version: low }] : [{ op: "<", version: above }]
    case "^": {
      if (major === null) return []
      const ceiling: Version =
        major > 0 || minor === null
          ? [major + 1, 0, 0]
          : minor > 0 || p[2] === null
            ? [0, minor + 1, 0]
            : [0, 0, (p[2] ?? 0) + 1]
      return [
        { op: ">=", version: low },
        { op: "<", version: ceiling }
      ]
    }
    case "~":
    case "~>": {
      if (major === null) return []
      const ceiling: Version = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0]
      return [
        { op: ">=", version: low },
        { op: "<", version: ceiling }
      ]
    }
    default:
      // `=` or no operator: the exact version, or every version the x-range stands for.
      return above === null
        ? major === null
          ? []
          : [
              { op: ">=", version: low },
              { op: "<=", version: low }
            ]
        : [
            { op: ">=", version: low },
            { op: "<", version: above }
          ]
  }
}

/** Whether `version` satisfies one comparator. */
function holds(version: Version, c: Comparator): boolean {
  const d = compareVersions(version, c.version)
  return c.op === ">=" ? d >= 0 : c.op === ">" ? d > 0 : c.op === "<=" ? d <= 0 : d < 0
}

/** The comparator sets of a range: the range holds when every comparator of one set holds. */
function comparatorSets(range: string): ReadonlyArray<ReadonlyArray<Comparator>> {
  if (/[-+][0-9A-Za-z]*[A-Za-z]/u.test(range.replace(/\s-\s/gu, " "))) {
    throw new Error(`prerelease or build tags are not supported: "${range}"`)
  }
  return range.split("||").map((alternative) => {
    const text = alternative.trim()
    const hyphen = /^(\S+)\s+-\s+(\S+)$/u.exec(text)
    if (hyphen !== null) return [...comparators(`>=${hyphen[1]}`, range), ...comparators(`<=${hyphen[2]}`, range)]
    // `>= 20.19.0`: an operator may be separated from its version by spaces.
    const tokens = text
      .replace(/(>=|<=|>|<|=|\^|~>?)\s+/gu, "$1")
      .split(/\s+/u)
      .filter((t) => t !== "")
    return tokens.flatMap((token) => comparators(token, range))
  })
}

/** Whether `version` satisfies the range, as npm reads it. */
export function satisfies(version: Version, range: string): boolean {
  return comparatorSets(range).some((set) => set.every((c) => holds(version, c)))
}

/** The lowest version the range admits (its first alternative's lower bound, over all alternatives). */
export function minVersion(range: string): Version {
  const candidates = comparatorSets(range).flatMap((set) => {
    const lows = set
      .filter((c) => c.op === ">=" || c.op === ">")
      .map((c) => (c.op === ">=" ? c.version : ([c.version[0], c.version[1], c.version[2] + 1] as const)))
    const low = lows.reduce<Version>((a, b) => (compareVersions(a, b) >= 0 ? a : b), [0, 0, 0])
    return set.every((c) => holds(low, c)) ? [low] : []
  })
  if (candidates.length === 0) throw new Error(`range admits no version this reader can find: "${range}"`)
  return candidates.reduce((a, b) => (compareVersions(a, b) <= 0 ? a : b))
}
