/** Stored templates read back, remembered by their tag while their text is the same: a page read again splits none of
 * its items' templates again. Kept: `npm run bench:http`. */
import { StoredTemplate } from "./item_template.ts"

/** Templates per generation (two generations: up to twice this many). */
const GENERATION = 4096

/** The length of a stored template's tag, a digest of the rest of its text (`storedTemplate`). */
const TAG_LENGTH = 16

/** Read templates by tag, in two generations. */
export class ReadTemplates {
  private current = new Map<string, StoredTemplate>()
  private previous = new Map<string, StoredTemplate>()

  /**
   * The read template of `text`: the one remembered under its tag when of the same length, else a new one. The tag is a
   * digest of the rest of the text (as an entity tag is of a body), so the texts themselves are not compared.
   */
  of(text: string): StoredTemplate {
    const tag = text.slice(0, TAG_LENGTH)
    let found = this.current.get(tag)
    if (found === undefined) {
      found = this.previous.get(tag)
      if (found !== undefined && found.text.length === text.length) this.keep(tag, found)
    }
    if (found !== undefined && found.text.length === text.length) return found
    const template = new StoredTemplate(text)
    this.keep(tag, template)
    return template
  }

  private keep(tag: string, template: StoredTemplate): void {
    if (this.current.size >= GENERATION) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(tag, template)
  }
}
