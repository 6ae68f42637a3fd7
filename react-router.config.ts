import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds coexist (parallel work, benchmarks); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No page is prerendered: the build knows no content. The server renders public pages and keeps
  // them in memory, re-rendered when the content changes (server/render-cache.ts, decision 020).
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
