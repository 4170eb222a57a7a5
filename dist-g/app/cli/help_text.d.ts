/** The text of `zk-node --help`. */
export declare function helpText(version: string): string;
/** The content of `.env.example`: every variable with its default (commented out when it has none). */
export declare function envExample(): string;
