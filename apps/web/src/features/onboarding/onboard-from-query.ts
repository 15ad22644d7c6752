import { redirect } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { onboard } from './api/onboard.ts';

/**
 * `/home?studyToken=…` (product-spec §2): the signed-in user is first onboarded as a player of that study,
 * with a success or error toast, then the same page opens without the studyToken query.
 */
export async function onboardFromQuery(request: Request): Promise<void> {
  const url = new URL(request.url);
  const studyToken = url.searchParams.get('studyToken');
  if (studyToken === null) return;
  try {
    await onboard({ studyToken });
    // The member may have become a Player just now: navigation and lists must see it.
    await queryClient.invalidateQueries();
    notify.success('public:onboarding.success');
  } catch (err) {
    // 451: the HTTP module is already on its way to the new usage terms.
    if (err instanceof ApiError && err.status === 451) throw redirect('/termsHasChanged');
    notify.apiError('public:onboarding.error', err);
  }
  url.searchParams.delete('studyToken');
  throw redirect(`${url.pathname}${url.search}${url.hash}`);
}
