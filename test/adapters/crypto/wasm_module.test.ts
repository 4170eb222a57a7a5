import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  compileVerifierWasm,
  GENERATED_MODULE,
  generatedModuleText
} from "../../../adapters/crypto/wasm/compile_verifier_wasm.ts"

describe("the committed WebAssembly module", () => {
  it("is byte-identical to the AssemblyScript sources compiled now (run `npm run build:wasm` after editing them)", async () => {
    const compiled = generatedModuleText(await compileVerifierWasm())
    expect(readFileSync(GENERATED_MODULE, "utf8") === compiled).toBe(true)
  }, 120_000)
})
