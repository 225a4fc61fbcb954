import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The console is served from any sub-path of the server, so assets are addressed relatively.
// The "source" condition makes @agvs/contract resolve to its TypeScript, so no contract build is needed.
export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/agvs': { target: `http://127.0.0.1:${process.env.AGVS_PORT ?? 8080}`, ws: true },
    },
  },
  build: {
    // antd and ProComponents form one large vendor chunk by nature; pages are split by the registry
    // and the router (only the sign-in pages load first).
    chunkSizeWarningLimit: 2500,
  },
});
