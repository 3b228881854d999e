import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Only VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_PRODUCT_NAME and VITE_SENTRY_DSN reach the bundle.
export default defineConfig({
  plugins: [react()],
  envPrefix: 'VITE_',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
