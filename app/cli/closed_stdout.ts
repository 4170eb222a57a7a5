/** A command's standard output closed by its reader (`zk-node --help | head -3`): what is left to write is dropped and
 * the command ends as it would have, quietly, as command-line tools do; any other error of the stream stays an error. */

/** Makes an `EPIPE` on `stdout` (its reader gone) drop the rest of the output instead of crashing the process. */
export function dropOutputOnClosedPipe(stdout: NodeJS.WritableStream = process.stdout): void {
  stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error
  })
}
