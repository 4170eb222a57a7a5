/** This package's version (read once; `unknown` when no manifest with a version is found). */
export declare function packageVersion(): string;
