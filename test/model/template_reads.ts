/** After every move, on each storage keeping the rendering cache, every stored template checked against its item's
 * columns (`zk-node check`'s check): two truths of one fact, which the reads alone see only where a reader of the
 * columns (`RENDERING_CACHE=off`, an export) asks for the field that differs. */
import { disagreementLines, storedTemplatesChecked, summaryLine } from "../../app/cli/template_check_report.ts"
import type { TestNode } from "../../app/testing/mod.ts"
import { ModelFailure } from "./model_failure.ts"
import type { At } from "./model_judge.ts"

/** Throws a `ModelFailure` naming the first storage whose stored templates differ from their columns, with every
 * field that differs. */
export async function checkStoredTemplates(
  nodes: ReadonlyArray<{ readonly storage: string; readonly node: TestNode }>,
  at: At
): Promise<void> {
  const checked = await Promise.all(nodes.map((driven) => driven.node.run(storedTemplatesChecked)))
  for (const [i, result] of checked.entries()) {
    if (result === undefined || result.disagreements.length === 0) continue
    const lines = [summaryLine(result.summary), ...result.disagreements.flatMap(disagreementLines)]
    const storage = nodes[i]?.storage ?? "a storage"
    throw new ModelFailure(at.step, at.move, "its stored templates against their columns", storage, lines.join("\n"))
  }
}
