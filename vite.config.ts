import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { imagesVersion } from './scripts/images-version.mjs';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  // The version in the addresses of /images/… (src/shared/image-url.ts), in the client and its
  // server-rendering bundle alike.
  define: { __IMAGES_VERSION__: JSON.stringify(imagesVersion()) },
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
