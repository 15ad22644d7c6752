/** Only same-site paths are followed after sign-in (no open redirect to another origin). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target.startsWith('/login')) return null;
  return target;
}
