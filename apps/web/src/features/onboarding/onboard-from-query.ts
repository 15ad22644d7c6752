import { redirect } from 'react-router';
import { invitationPath, pendingStudyLink } from './pending-study-link.ts';

/**
 * The user area's entry with a study link. A link in the address (`/home?studyToken=…`, from a mail or a
 * signed-in member opening the link) leads to its landing first (who invites, the privacy promise, a Join
 * button), unless it is the link the member already chose on its landing before a detour (sign-in, new usage
 * terms, a reload): that one, kept for the tab, is joined at once on any page of the user area, which then
 * opens the member's evaluation of the study. The landing itself (`/invitation`) handles its own link.
 */
export async function onboardFromQuery(request: Request): Promise<void> {
  const url = new URL(request.url);
  if (url.pathname.replace(/\/$/, '') === '/invitation') return;
  const inAddress = url.searchParams.get('studyToken');
  const pending = pendingStudyLink();
  if (inAddress !== null && inAddress !== pending) throw redirect(invitationPath(inAddress));
  if (pending === null) return;
  // Loaded only when there is a link to join: it brings the contracts' schemas, which the sign-in page's first
  // download must not carry (the /login budget of scripts/size.mjs).
  const { joinStudy } = await import('./join-study.ts');
  throw redirect(await joinStudy(pending));
}
