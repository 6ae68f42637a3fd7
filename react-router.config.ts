import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes/prerender-paths";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds coexist (parallel work, benchmarks); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Everything whose content is fixed is rendered to HTML at build time and served as a file.
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
