/** The published hermezjs releases the tests drive, as installed from the npm registry (devDependencies
 * `hermezjs-1.1.6` and `hermezjs-2.0.1`, unmodified), each loaded once and pointed at a node the way a wallet
 * developer does: `Environment.setEnvironment` (the API's URL, the rollup contract) and `Providers.setProvider` (an
 * Ethereum endpoint for the chain id). */
import { mkdtempSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** The releases under test. */
export const RELEASES = ["1.1.6", "2.0.1"] as const

/** A release under test. */
export type Release = (typeof RELEASES)[number]

/** A loaded hermezjs (its CommonJS build: the library's own modules, untyped JavaScript). */
export type Hermezjs = Record<string, any>

const require = createRequire(import.meta.url)
const loaded = new Map<Release, Hermezjs>()

/** `release` loaded once per process. Release 1.1.6 keeps the transactions it sent in a `LocalStorage('./auxdata')`
 * made when it loads, in the working directory: it is loaded from a fresh temporary directory, so the tree stays
 * clean and each run starts with an empty store. */
export function hermezjs(release: Release): Hermezjs {
  const known = loaded.get(release)
  if (known !== undefined) return known
  const cwd = process.cwd()
  process.chdir(mkdtempSync(join(tmpdir(), `hermezjs-${release}-`)))
  try {
    const library: Hermezjs = require(`hermezjs-${release}`)
    loaded.set(release, library)
    return library
  } finally {
    process.chdir(cwd)
  }
}

/** `release` pointed at the API at `baseApiUrl` of a chain whose rollup contract is `rollup`, its chain id asked from
 * the Ethereum endpoint at `providerUrl`; 1.1.6's local transaction pool initialized, as it asks on load. */
export function configuredHermezjs(
  release: Release,
  options: { readonly baseApiUrl: string; readonly providerUrl: string; readonly rollup: string }
): Hermezjs {
  const library = hermezjs(release)
  library["Environment"].setEnvironment({
    baseApiUrl: options.baseApiUrl,
    contractAddresses: { Hermez: options.rollup }
  })
  library["Providers"].setProvider(options.providerUrl)
  library["TxPool"]?.initializeTransactionPool()
  return library
}
