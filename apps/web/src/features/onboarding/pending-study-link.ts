/**
 * The study link a member is on their way to join: kept for the tab (sessionStorage) from the moment they have
 * seen its landing and chosen to go on (sign in, register, join), so that it survives every detour (sign-in,
 * new usage terms, a reload) until they have joined. Cleared once joined, and when the link turns out closed
 * or unknown. Signing out clears the whole session storage, and with it the link.
 */
const KEY = 'cp.pendingStudyToken';

export function rememberStudyLink(studyToken: string) {
  try {
    sessionStorage.setItem(KEY, studyToken);
  } catch {
    // Storage refused (private mode, quota): the link still travels in the address.
  }
}

export function pendingStudyLink(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetStudyLink() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The landing of a link for a signed-in member (its own page in the user area). */
export const invitationPath = (studyToken: string) => `/invitation?studyToken=${encodeURIComponent(studyToken)}`;
