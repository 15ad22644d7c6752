import { type LoaderFunctionArgs, redirect } from 'react-router';
import { continueQuizQuery } from '../../../../features/evaluations/api/continue-quiz.ts';
import { allowEndScreen } from '../../../../features/evaluations/lib/end-screen-access.ts';
import { flushPendingAnswers, pendingAnswers } from '../../../../features/evaluations/lib/pending-answers.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { ApiError } from '../../../../lib/http.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { queryClient } from '../../../../lib/query-client.ts';

function positionOf(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get('position');
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/**
 * The continue screen's loader, outside its lazy route module so that React Router runs it while the module
 * downloads. The question is asked for at the same time as the squad roles; a missing squad role still
 * decides first (home, without a question-error toast). The question is always fetched fresh (each answer
 * navigates back here), so the screen itself does not fetch it again on mount. Answers kept while the connection
 * was lost (a reload in the middle) are sent first, so the question asked for is the one after them.
 */
export async function continueLoader({ params, request }: LoaderFunctionArgs) {
  const id = numericParam(params.id);
  const position = positionOf(request);
  const kept = pendingAnswers(id).length > 0 ? flushPendingAnswers(id) : Promise.resolve(null);
  const question = kept.then((sent) => {
    if (sent?.outcome === 'sent' && sent.finished) return 'finished' as const;
    return queryClient.fetchQuery(continueQuizQuery(id, i18n.language, position)).then(
      () => null,
      (err: unknown) => err ?? new Error('continueQuiz failed'),
    );
  });
  await requireSquadRole(['Player', 'Coach']);
  const err = await question;
  if (err === 'finished') {
    // The kept answer was the last one: the evaluation has just finished.
    allowEndScreen(id);
    throw redirect(`/evaluations/${id}/end`);
  }
  if (err) {
    if (err instanceof ApiError && err.code === 'EvaluationFinished') {
      notify.info('player:toasts.alreadyFinished');
      throw redirect(`/evaluations/${id}/report`);
    }
    if (err instanceof ApiError && err.code === 'GuardianConsentRequired') {
      // Under the guardian age without a guardian's consent on file: the account page is where it is confirmed.
      notify.error('common:errors.GuardianConsentRequired');
      throw redirect('/account');
    }
    notify.apiError('player:toasts.nextQuestionError', err);
    throw redirect('/evaluations/pending');
  }
  return { id, position };
}
