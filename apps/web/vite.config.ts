import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
  },
});
