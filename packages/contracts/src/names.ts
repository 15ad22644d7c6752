/**
 * A person as a list shows them: the full name, and the email only when another person of the same list has the same
 * name (the server sends `email` then and only then), so that a coach never follows up the wrong Laura García.
 * No zod here: the report's first screen imports it.
 */
export function listedName(person: { fullName: string; email?: string | null }): string {
  return person.email ? `${person.fullName} (${person.email})` : person.fullName;
}
