import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The dashboard's build (docs/dashboard.md): static files the gateway serves at `/dashboard`
 * under a CSP without 'unsafe-inline', so nothing may be inlined into index.html: the module
 * preload polyfill would be, and so would small assets (assetsInlineLimit 0 keeps them files).
 */
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: true,
  },
});
