import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// `NODE_ENV=development vite build` builds the shell with development React (into dist-dev),
// as a console developer runs it: React then warns about misuse that production React hides.
const development = process.env.NODE_ENV === 'development';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: join(root, development ? 'dist-dev' : 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    minify: !development,
  },
});
