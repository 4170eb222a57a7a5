/** The folder of the AssemblyScript sources. */
export declare const ASSEMBLY_DIR: string;
/** The generated module. */
export declare const GENERATED_MODULE: string;
/** The module compiled from the sources. */
export declare function compileVerifierWasm(): Promise<Uint8Array>;
/** The text of the generated module for `binary`. */
export declare function generatedModuleText(binary: Uint8Array): string;
/** Compiles the sources and writes the generated module. */
export declare function writeVerifierWasmModule(): Promise<void>;
