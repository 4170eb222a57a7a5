/** Messages for request decode failures that name the parameter and the rule (first issue only). */
import { SchemaIssue } from "effect";
/** Which part of the request failed to decode. */
export type RequestPart = "Params" | "Query" | "Payload" | "Headers";
/** The message of a decode failure of `part`; `repeated` tells whether a query parameter was given more than once. */
export declare function schemaErrorMessage(part: RequestPart, issue: SchemaIssue.Issue, repeated: (name: string) => boolean): string;
