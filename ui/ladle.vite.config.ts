import { defineConfig } from 'vite';

// Ladle runs its own Vite; this config holds only what the stories need.
export default defineConfig({
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client'],
  },
  server: { host: '127.0.0.1' },
});
