import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from '../../tools/vite/compress-assets.ts';

export default defineConfig({
  plugins: [react(), compressAssets()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Screens are split by route (React.lazy); antd alone is larger than the default warning.
    chunkSizeWarningLimit: 1500,
  },
});
