import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Report gzip sizes: the first-load budget for / is checked from them.
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
