/**
 * An email in a table cell: it may break after its @ when the table is short of room (and only then), never inside
 * a word. Unbroken, the emails made the users and accounts tables wider than a 1280 px screen beside the menu.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
