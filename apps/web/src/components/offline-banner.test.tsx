// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from '../app/route-error.tsx';
import { isOffline, reportNetworkSuccess } from '../lib/connection.ts';
import { http } from '../lib/http.ts';
import { renderRoutes } from '../testing/render.tsx';
import { API, server } from '../testing/server.ts';
import { OfflineBanner } from './offline-banner.tsx';

let browserOnline = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });

function goOffline() {
  browserOnline = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  browserOnline = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  if (!browserOnline) goOnline();
  reportNetworkSuccess();
});

/** A layout as the app's: a header with a control, the banner, then the screen (with its error boundary inside). */
function Layout() {
  return (
    <>
      <header>
        <button type="button">Sign out</button>
      </header>
      <main>
        <OfflineBanner />
        <Outlet />
      </main>
    </>
  );
}

function Clubs() {
  const { data, isError } = useQuery({ queryKey: ['clubs'], queryFn: () => http.get<string[]>('api/clubs'), retry: false });
  if (isError) return <p>could not load</p>;
  return <p>{data ? `clubs: ${data.join(', ')}` : 'loading'}</p>;
}

const routesWith = (children: Parameters<typeof renderRoutes>[0]) => [
  { path: '/', Component: Layout, children: [{ errorElement: <RouteError />, children }] },
];

describe('the offline banner', () => {
  it('shows while the browser is offline and goes when the connection returns, the waiting query then loading', async () => {
    let calls = 0;
    server.use(
      mock.get(`${API}/api/clubs`, () => {
        calls += 1;
        return HttpResponse.json(['Isar', 'Turia']);
      }),
    );
    const { router } = renderRoutes(
      routesWith([
        { index: true, element: <p>home</p> },
        { path: 'clubs', Component: Clubs },
      ]),
      '/',
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    goOffline();
    await act(() => router.navigate('/clubs'));
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('You are offline');
    // The query waits for the connection instead of failing.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('clubs: Isar, Turia')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('shows after a call that got no answer; Retry checks the server and loads the failed query again', async () => {
    let up = false;
    server.use(
      mock.get(`${API}/api/clubs`, () => (up ? HttpResponse.json(['Isar']) : HttpResponse.error())),
      mock.get(`${API}/appsettings.json`, () => (up ? HttpResponse.json({}) : HttpResponse.error())),
    );
    renderRoutes(routesWith([{ index: true, Component: Clubs }]), '/');
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    const user = userEvent.setup();

    // Still down: the banner stays and says so.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Still no connection/)).toBeInTheDocument();
    expect(isOffline()).toBe(true);

    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('clubs: Isar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });

  it('a screen whose loader got no answer shows the banner inside the layout, not the error page, and loads on reconnect', async () => {
    let up = false;
    server.use(mock.get(`${API}/api/clubs`, () => (up ? HttpResponse.json(['Isar']) : HttpResponse.error())));
    function Screen() {
      return <p>screen loaded</p>;
    }
    renderRoutes(routesWith([{ index: true, loader: () => http.get('api/clubs'), Component: Screen }]), '/');
    expect(await screen.findByTestId('route-offline')).toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
    // The frame stays.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    up = true;
    goOffline();
    goOnline();
    expect(await screen.findByText('screen loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('any other failure of a screen shows the error inside the layout, with the frame kept', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes(routesWith([{ index: true, Component: Broken }]), '/');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });
});
