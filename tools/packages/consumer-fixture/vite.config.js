import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The preview server proxies /api and /auth to the dev API, so the SDK calls its own origin.
const target = process.env.VELO_API_URL ?? 'http://127.0.0.1:4300';
export default defineConfig({
  plugins: [react()],
  preview: { proxy: { '/api': target, '/auth': target } },
});
