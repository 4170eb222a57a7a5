import type { RevisionExamples } from "../../adapters/http/api/openapi_examples.ts";
import { type Revision } from "../../core/revision/revision.ts";
/** The devnet's genesis for the examples. */
export declare const EXAMPLES_GENESIS_TIME: Date;
/** The examples node's wall clock: the end of the devnet's timeline, where `npm start` would be. */
export declare const EXAMPLES_NOW: Date;
/** Where `npm run openapi:examples` writes the examples, relative to the repository. */
export declare const EXAMPLES_FILE = "adapters/http/api/devnet_examples.json";
/** Every revision's examples. */
export type DocumentExamples = Readonly<Record<Revision, RevisionExamples>>;
/** Every revision's examples, taken from a freshly seeded devnet node. */
export declare function collectDocumentExamples(): Promise<DocumentExamples>;
/** Takes the examples from a fresh devnet node and writes them to `EXAMPLES_FILE` (`npm run openapi:examples`). */
export declare function writeDocumentExamples(): Promise<void>;
