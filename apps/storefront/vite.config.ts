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
    // The styles are an input of their own, not imported by the script: the server writes them
    // into the page (before the theme's colours), and a chunk loaded later must not add them
    // again as a stylesheet, which would come last and undo those colours.
    rollupOptions: { input: ['src/entry-client.tsx', 'src/styles.css'] },
  },
});
