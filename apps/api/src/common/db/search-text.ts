/** A LIKE/ILIKE pattern that matches `text` anywhere, its wildcards taken literally (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
