import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client; the server (src/server) serves dist/client in production
// and Vite proxies /api to it in development.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  // The manifest tells the server which chunks each route needs (src/server/route-preloads.ts).
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every lucide icon was its own ~1 KiB chunk: a signed-in page asked for 35 files, which over
        // HTTP/1.1's six connections cost more than the bytes. One icon chunk instead (issue 16).
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
