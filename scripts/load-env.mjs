// Loaded with `node --import ./scripts/load-env.mjs` by `npm start`, `npm run dev` and the scripts
// (package.json): reads `.env` from the working directory when there is one, as .env.example says.
// Variables already set in the environment win over the file (process.loadEnvFile's rule).
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
