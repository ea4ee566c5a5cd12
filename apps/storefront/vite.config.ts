import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from '../../tools/vite/compress-assets.ts';

/**
 * The browser half of the storefront: one entry that hydrates what the server rendered. The
 * server renders with src/render-page.tsx from source and finds the built script through the
 * manifest. Assets live under /_store/ on every host a store answers at.
 */
export default defineConfig({
  base: '/_store/',
  plugins: [react(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
