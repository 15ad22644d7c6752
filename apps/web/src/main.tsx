import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadConfig } from './lib/config.ts';
import { initI18n } from './lib/i18n.ts';

async function start() {
  // The configuration holds the API's base URL, so it comes before any API call (the router's loaders);
  // the translations need from it only the installation's default language, for a visitor who chose none.
  const config = loadConfig();
  await Promise.all([config, initI18n(config.then((c) => c.defaultLanguage))]);
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition, the first render is time-sliced: React yields to the browser every few milliseconds
  // instead of blocking the main thread until the whole first screen is built (a phone's CPU is slow).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
