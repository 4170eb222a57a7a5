import { defineConfig } from "vitest/config"

export default defineConfig({
  // tsconfig's `paths` name the package's entry points in the source tree, as tsc and tsx read them: tests import
  // `zk-rollup-node-api/…` by name in a fresh clone, before any build.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
