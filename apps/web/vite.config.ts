import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Mantine's ScrollArea imports only useMergeRefs from floating-ui: it gets ours (src/lib/merge-refs.ts, see there). */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? shim : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/appsettings.json': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the manifest to check the initial JavaScript of /login and the lazy areas.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The charts' libraries (recharts, d3, redux toolkit…) in one lazy chunk named for what it holds: left to
          // itself the bundler named it "styles", after @mantine/charts/styles.css, the first module it met there.
          groups: [
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|internmap|tiny-invariant)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
