import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is one static build, loaded from file:// by Electron and over HTTP in web mode.
export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../../out/renderer', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
