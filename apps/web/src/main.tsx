import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadConfig } from './lib/config.ts';
import { initI18n } from './lib/i18n.ts';

async function start() {
  // The configuration comes first: it holds the API's base URL.
  await loadConfig();
  await initI18n();
  const router = createAppRouter();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
