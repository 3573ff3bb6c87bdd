import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API, control and CDN calls to a running simulator (npm run dev starts both).
const simulator = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:4100';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': simulator,
      '/control': simulator,
      '/cdn': simulator,
      '/stand-in': simulator,
    },
  },
});
