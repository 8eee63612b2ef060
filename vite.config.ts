import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client; the server (src/server) serves dist/client in production
// and Vite proxies /api to it in development.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist/client", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
