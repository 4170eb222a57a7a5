/** The benchmarks' one harness: server processes, `wrk` load, CPU time, a baseline revision built beside this tree, the
 * side-by-side verdict and the report's tables. */
export * from "./baseline_tree.ts"
export * from "./paced.ts"
export * from "./report_line.ts"
export * from "./cpu_time.ts"
export * from "./server_process.ts"
export * from "./side_by_side.ts"
export * from "./stats.ts"
export * from "./wrk.ts"
export * from "./otlp_sink.ts"
