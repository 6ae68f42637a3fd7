import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument } from "pdf-lib";
import { renderContractPdf } from "../app/server/proposals/contract-pdf.server";
import { sampleContract } from "../app/server/proposals/contract-pdf.test-fixture";

// The time to make a 10-page signed contract's PDF (issue 28 §7: at most 1 s), after one warm-up
// run that reads the fonts, as a running server would have. A step of bench/booking.ts; alone:
// `npx tsx bench/contract-pdf.ts`.

export const CONTRACT_PDF_BUDGET_MS = 1000;

export interface ContractPdfTiming {
  pages: number;
  bytes: number;
  medianMs: number;
  bestMs: number;
  runs: number;
}

export async function measureContractPdf(runs = 5): Promise<ContractPdfTiming> {
  await renderContractPdf(sampleContract(1));
  const times: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    pdf = await renderContractPdf(sampleContract(10));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  return { pages, bytes: pdf.length, medianMs: times[Math.floor(runs / 2)]!, bestMs: times[0]!, runs };
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const t = await measureContractPdf();
  console.log(
    `contract PDF, ${t.pages} pages (${Math.round(t.bytes / 1024)} KiB): median ${t.medianMs.toFixed(0)} ms, ` +
      `best ${t.bestMs.toFixed(0)} ms over ${t.runs} runs (budget ${CONTRACT_PDF_BUDGET_MS} ms)`,
  );
  if (t.medianMs > CONTRACT_PDF_BUDGET_MS) process.exitCode = 1;
}
