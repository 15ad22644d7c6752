// @vitest-environment happy-dom
import '../../../../testing/setup.ts';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { loaderArgs, redirectOf, signInAs } from '../../../../testing/factories.ts';
import { API, server } from '../../../../testing/server.ts';
import { studyReportLoader } from './study-report-loader.ts';

const args = (id: string) => loaderArgs(`/studies/${id}/report`, { id }, '/studies/:id/report');

function api({ roles = ['Coach'], report }: { roles?: string[]; report: () => Response }) {
  const asked: string[] = [];
  server.use(
    mock.get(`${API}/api/squadRole/GetMySquadRoles`, () => HttpResponse.json(roles.map((name) => ({ name })))),
    mock.get(`${API}/api/manager/study/:id/report`, ({ params }) => {
      asked.push(String(params.id));
      return report();
    }),
    mock.get(`${API}/api/manager/study/:id`, ({ params }) => {
      asked.push(`study ${params.id}`);
      return HttpResponse.json({ id: Number(params.id), studyGroupId: 3 });
    }),
    mock.get(`${API}/api/manager/study/:id/cases`, ({ params }) => {
      asked.push(`cases ${params.id}`);
      return HttpResponse.json([]);
    }),
  );
  return asked;
}
const failure = (status: number, code: string) => () => HttpResponse.json({ errors: [{ code, message: code }] }, { status });

describe("the coach's group report loader", () => {
  it('loads the report of a numeric study id, with the study and its follow-up cases in the same pass', async () => {
    signInAs('User');
    const asked = api({ report: () => HttpResponse.json({ studyId: 5 }) });
    expect(await studyReportLoader(args('5'))).toEqual({ studyId: 5 });
    expect(asked.sort()).toEqual(['5', 'cases 5', 'study 5']);
  });

  it('sends a non-numeric id to not found without asking the server', async () => {
    signInAs('User');
    const asked = api({ report: () => HttpResponse.json({}) });
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
