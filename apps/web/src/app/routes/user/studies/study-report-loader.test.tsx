// @vitest-environment happy-dom
import type { SquadRole } from '@club-pulse/contracts/enums';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../../lib/api-client.ts';
import { loaderArgs, redirectOf, signInAs } from '../../../../testing/factories.ts';
import { mockApi } from '../../../../testing/mock-api.ts';
import { server } from '../../../../testing/server.ts';
import { studyReportLoader } from './study-report-loader.ts';

const args = (id: string) => loaderArgs(`/studies/${id}/report`, { id }, '/studies/:id/report');

type Report = ResponseOf<'get', '/api/manager/study/{id}/report'>;
/** A report with nobody answered yet: the loader only passes it on to the query cache. */
const REPORT: Report = {
  study: {
    id: 5,
    description: 'Autumn check-in',
    state: 'open',
    quiz: 'Wellbeing',
    club: 'CF Montjuïc',
    team: 'U16 A',
    startDate: '2026-09-01',
    dueDate: '2026-10-01',
    hasKeyTermSummary: false,
  },
  answerRetention: { deleteOn: '2027-10-01', deletedAt: null },
  players: { invited: 12, answered: 0 },
  coaches: { invited: 2, answered: 0 },
  candidates: [],
  needLevelCounts: [],
  needLevelTotals: [],
  breakdown: [],
  keyTermSummary: null,
};
const study = (id: number): ResponseOf<'get', '/api/manager/study/{id}'> => ({
  id,
  description: 'Autumn check-in',
  state: 'open',
  quizId: 3,
  quiz: 'Wellbeing',
  hasKeyTermSummary: false,
  isAnswered: false,
  playerAnswers: 0,
  playersInvited: 12,
  club: 'CF Montjuïc',
  clubId: 1,
  studyGroupId: 3,
  studyGroup: 'U16 A',
  startDate: '2026-09-01',
  dueDate: '2026-10-01',
  token: 'k7Qp2xR9',
});

function api({ roles = ['Coach'], report }: { roles?: SquadRole[]; report: () => Report | Response }) {
  const asked: string[] = [];
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => roles.map((name) => ({ name }))),
    mockApi('get', '/api/manager/study/{id}/report', ({ params }) => {
      asked.push(String(params.id));
      return report();
    }),
    mockApi('get', '/api/manager/study/{id}', ({ params }) => {
      asked.push(`study ${params.id}`);
      return study(Number(params.id));
    }),
    mockApi('get', '/api/manager/study/{id}/cases', ({ params }) => {
      asked.push(`cases ${params.id}`);
      return [];
    }),
  );
  return asked;
}
const failure = (status: number, code: string) => () => HttpResponse.json({ errors: [{ code, message: code }] }, { status });

describe("the coach's group report loader", () => {
  it('loads the report of a numeric study id, with the study and its follow-up cases in the same pass', async () => {
    signInAs('User');
    const asked = api({ report: () => REPORT });
    expect(await studyReportLoader(args('5'))).toEqual({ studyId: 5 });
    expect(asked.sort()).toEqual(['5', 'cases 5', 'study 5']);
  });

  it('sends a non-numeric id to not found without asking the server', async () => {
    signInAs('User');
    const asked = api({ report: () => REPORT });
    expect(await redirectOf(studyReportLoader(args('5a')))).toBe('/notfound');
    expect(asked).toEqual([]);
  });

  it('sends a member who is not a coach home', async () => {
    signInAs('User');
    api({ roles: ['Player'], report: failure(403, 'Forbidden') });
    expect(await redirectOf(studyReportLoader(args('5')))).toBe('/home');
  });

  it("sends a coach opening another club's report home, and an unknown study to not found", async () => {
    signInAs('User');
    api({ report: failure(403, 'Forbidden') });
    expect(await redirectOf(studyReportLoader(args('6')))).toBe('/home');
    api({ report: failure(404, 'NotFound') });
    expect(await redirectOf(studyReportLoader(args('7')))).toBe('/notfound');
  });
});
