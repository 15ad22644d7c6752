// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '../components/root-layout.tsx';
import { signInAs } from '../testing/factories.ts';
import { locationOf, renderRoutes } from '../testing/render.tsx';
import { API, server } from '../testing/server.ts';
import { authStore } from './auth-store.ts';
import { apiFieldErrors } from './form.ts';
import { ApiError, http } from './http.ts';
import { changeLanguage } from './i18n.ts';
import { errorMessage } from './notify.ts';
import { STORAGE_KEYS } from './storage.ts';

/** A screen of the user area that calls the API once it is shown, inside the app's root layout (which wires 401/451). */
function renderCalling(path: string) {
  function Calling() {
    useEffect(() => {
      http.get(path).catch(() => undefined);
    }, []);
    return <p>user screen</p>;
  }
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: 'studies', Component: Calling },
          { path: 'login', element: <p>sign-in page</p> },
          { path: 'termsHasChanged', element: <p>new terms page</p> },
        ],
      },
    ],
    '/studies',
  );
}

describe('the HTTP module', () => {
  it('sends the bearer token, the JSON content type and the anti-forgery header', async () => {
    const token = signInAs('User');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server sets, as the browser keeps it
    document.cookie = 'XSRF-TOKEN=abc%2Fdef';
    let headers = new Headers();
    let body: unknown;
    server.use(
      mock.post(`${API}/api/manager/study`, async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ id: 1 });
      }),
    );

    expect(await http.post('api/manager/study', { description: 'Autumn' })).toEqual({ id: 1 });
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-xsrf-token')).toBe('abc/def');
    expect(body).toEqual({ description: 'Autumn' });
  });

  it('sends no authorization header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      mock.get(`${API}/api/compliance/byCategory/0`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await http.get('api/compliance/byCategory/0');
    expect(authorization).toBeNull();
  });

  it('on a 401 clears every stored state except the configuration and goes to sign-in', async () => {
    signInAs('User');
    localStorage.setItem(STORAGE_KEYS.language, 'ca');
    sessionStorage.setItem('draft', 'x');
    const config = localStorage.getItem(STORAGE_KEYS.config);
    server.use(
      mock.get(`${API}/api/manager/study/all`, () =>
        HttpResponse.json({ errors: [{ code: 'Unauthorized', message: 'Unauthorized' }] }, { status: 401 }),
      ),
    );

    const { router } = renderCalling('api/manager/study/all');

    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login');
    expect(authStore.get()).toEqual({ token: null, userInfo: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.config)).toBe(config);
  });

  it('on a 451 goes to the new usage terms and keeps the session', async () => {
    const token = signInAs('User');
    server.use(
      mock.get(`${API}/api/evaluation/getMyPendingEvaluations`, () =>
        HttpResponse.json({ errors: [{ code: 'TermsChanged', message: 'The usage terms have changed' }] }, { status: 451 }),
      ),
    );

    const { router } = renderCalling('api/evaluation/getMyPendingEvaluations');

    expect(await screen.findByText('new terms page')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/termsHasChanged');
    expect(authStore.get().token).toBe(token);
  });

  it('leaves a 401 without a session (a failed sign-in) to the caller', async () => {
    server.use(
      mock.post(`${API}/api/member/authenticate`, () => HttpResponse.json({ errors: [{ code: 'Unauthorized', message: 'no' }] }, { status: 401 })),
      mock.get(`${API}/api/nothing`, () => HttpResponse.json({})),
    );
    const { router } = renderCalling('api/nothing');
    const failure = http.post('api/member/authenticate', {}).catch((e: unknown) => e);
    expect(await failure).toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.getByText('user screen')).toBeInTheDocument());
    expect(locationOf(router)).toBe('/studies');
  });

  it('turns the error shape into translated messages: the first code for the toast, coded and validation items on their fields', async () => {
    server.use(
      mock.post(`${API}/api/admin/club`, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'ClubNameExists', message: 'A Club with specified name already exists', field: 'name' },
              { code: 'ValidationError', message: 'The value is too long', field: 'code' },
              { code: 'ValidationError', message: 'Too big: expected string to have <=120 characters', field: 'accountId' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    await changeLanguage('es');

    const err = await http.post('api/admin/club', {}).catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).code).toBe('ClubNameExists');
    expect(errorMessage(err)).toBe('Ya existe un club con ese nombre');
    expect(apiFieldErrors(err)).toEqual({
      name: 'Ya existe un club con ese nombre',
      code: 'El valor es demasiado largo',
      accountId: 'Revisa este valor.',
    });
  });

  it('answers an unreachable server with the Network code, and a body without the error shape with Generic', async () => {
    server.use(mock.get(`${API}/api/down`, () => HttpResponse.error()));
    server.use(mock.get(`${API}/api/broken`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    const down = await http.get('api/down').catch((e: unknown) => e);
    const broken = await http.get('api/broken').catch((e: unknown) => e);

    expect((down as ApiError).code).toBe('Network');
    expect(errorMessage(down)).toBe('No connection to the server. Check your network and try again.');
    expect((broken as ApiError).code).toBe('Generic');
    expect((broken as ApiError).status).toBe(502);
    expect(errorMessage(broken)).toBe('there was an error, try again later');
  });
});
