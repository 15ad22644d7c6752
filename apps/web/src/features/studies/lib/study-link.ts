/** The shape of a study's link token: the server makes 22 base64url characters; the contract allows up to 200. */
const TOKEN = /^[A-Za-z0-9_-]{6,200}$/;

/**
 * The study token in what a player pasted: a study link (`…/register?studyToken=…`, with or without the site's
 * address) or the bare token at its end. Null for anything else. Only the token is kept, so a pasted link to
 * another site never takes the player there.
 */
export function studyTokenFrom(pasted: string): string | null {
  const text = pasted.trim();
  if (TOKEN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, 'https://club-pulse.invalid/');
  } catch {
    return null;
  }
  if (!/\/register\/?$/.test(url.pathname)) return null;
  const token = url.searchParams.get('studyToken');
  return token && TOKEN.test(token) ? token : null;
}
