import { renderContractPdf } from "../app/server/proposals/contract-pdf.server";
import { sampleContract } from "../app/server/proposals/contract-pdf.test-fixture";

// `npx tsx bench/contract-pdf.ts`: the time to make a 10-page signed contract's PDF (issue 28 §7:
// at most 1 s), after one warm-up run that reads the fonts, as a running server would have.

await renderContractPdf(sampleContract(1));
const times: number[] = [];
let size = 0;
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  size = (await renderContractPdf(sampleContract(10))).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `contract PDF, 10 pages (${Math.round(size / 1024)} KiB): median ${median.toFixed(0)} ms, ` +
    `best ${times[0]!.toFixed(0)} ms over ${times.length} runs (budget 1000 ms)`,
);
if (median > 1000) process.exitCode = 1;
