// @vitest-environment happy-dom
import type { SquadRole } from '@club-pulse/contracts/enums';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../../lib/api-client.ts';
import { loaderArgs, redirectOf, signInAs } from '../../../../testing/factories.ts';
import { mockApi } from '../../../../testing/mock-api.ts';
import { server } from '../../../../testing/server.ts';
import { continueLoader } from './continue-loader.ts';

const args = (id: string, query = '') => loaderArgs(`/evaluations/${id}/continue${query}`, { id }, '/evaluations/:id/continue');
const QUESTION: ResponseOf<'get', '/api/evaluation/{id}/continueQuiz'> = {
  evaluationId: 12,
  entryId: 3,
  position: 1,
  total: 24,
  answeredCount: 0,
  text: 'Q',
  help: null,
  keyTerm: 'Wellbeing',
  study: 'Autumn check-in',
  isLastQuestion: false,
  answered: false,
  selectedAnswer: null,
  answerLabels: { 1: 'a', 2: 'b', 3: 'c', 4: 'd', 5: 'e', notRelevant: 'f' },
};

function api({
  roles = ['Player'],
  question,
}: {
  roles?: SquadRole[];
  question: () => ResponseOf<'get', '/api/evaluation/{id}/continueQuiz'> | Response;
}) {
  const asked: string[] = [];
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => roles.map((name) => ({ name }))),
    mockApi('get', '/api/evaluation/{id}/continueQuiz', ({ request }) => {
      asked.push(new URL(request.url).search);
      return question();
    }),
  );
  return asked;
}
const failure = (status: number, code: string) => () => HttpResponse.json({ errors: [{ code, message: code }] }, { status });

describe('the continue screen loader', () => {
  it('loads the next question of a numeric evaluation id, in the interface language', async () => {
    signInAs('User');
    const asked = api({ question: () => QUESTION });
    expect(await continueLoader(args('12'))).toEqual({ id: 12, position: undefined });
    expect(asked).toEqual(['?lang=en']);
  });

  it('asks for the question at a position when the player goes back', async () => {
    signInAs('User');
    const asked = api({ question: () => QUESTION });
    expect(await continueLoader(args('12', '?position=3'))).toEqual({ id: 12, position: 3 });
    expect(asked).toEqual(['?lang=en&position=3']);
  });

  it('sends a non-numeric id to not found', async () => {
    expect(await redirectOf(continueLoader(args('twelve')))).toBe('/notfound');
  });

  it('sends a member without the Player or Coach squad role home', async () => {
    signInAs('User');
    api({ roles: [], question: failure(403, 'Forbidden') });
    expect(await redirectOf(continueLoader(args('12')))).toBe('/home');
  });

  it('sends an evaluation already finished to its report', async () => {
    signInAs('User');
    api({ question: failure(409, 'EvaluationFinished') });
    expect(await redirectOf(continueLoader(args('12')))).toBe('/evaluations/12/report');
  });

  it("sends a member under the guardian age without a guardian's consent to the account page, where it is confirmed", async () => {
    signInAs('User');
    api({ question: failure(403, 'GuardianConsentRequired') });
    expect(await redirectOf(continueLoader(args('12')))).toBe('/account');
  });

  it('sends any other failure to the pending evaluations', async () => {
    signInAs('User');
    api({ question: failure(409, 'EvaluationNotAccepting') });
    expect(await redirectOf(continueLoader(args('12')))).toBe('/evaluations/pending');
  });
});
