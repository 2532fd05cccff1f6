import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the app on :5173 and sends API and media requests to the API on :3000.
const api = process.env.SOUK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    // The report of gzipped sizes is how the storefront's first-load budget is checked.
    reportCompressedSize: true,
  },
});
