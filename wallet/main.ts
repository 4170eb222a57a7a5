/** The client command's entry (`npm run send -- <command> …`): runs `runSend` on the process's arguments and `PORT`,
 * the global `fetch` and the console, and sets the exit status. The only module of its folder that runs at import. */
import { Effect } from "effect"
import { runSend } from "./send_command.ts"

Effect.runPromise(
  runSend(process.argv.slice(2), {
    variables: { PORT: process.env["PORT"] },
    fetch: (request) => fetch(request),
    print: (line) => console.log(line),
    printError: (line) => console.error(line)
  })
).then(
  (status) => {
    process.exitCode = status
  },
  (defect: unknown) => {
    console.error("error:", defect)
    process.exitCode = 1
  }
)
