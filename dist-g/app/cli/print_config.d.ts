/** The effective configuration of `environment`, one `NAME=value` line per variable. */
export declare function printedConfig(environment: Readonly<Record<string, string | undefined>>): string;
