import { type JsonObject } from "./json_object.ts";
/** The API description's sections on the edge and on the rate limits. */
export declare function edgeMarkdown(): string;
/** Documents the edge and the rate limits on one operation (`method` in lower case). */
export declare function documentEdge(method: string, operation: JsonObject): void;
/** Adds the edge's and the rate limits' shared definitions to `spec`, and the optional API key security. */
export declare function documentEdgeComponents(spec: JsonObject): void;
