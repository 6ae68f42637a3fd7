import type { FieldErrors } from "~/shared/field-errors";
import { studioDate } from "~/shared/galleries/gallery-rules";
import {
  accountantFileHref,
  accountantFileName,
  ACCOUNTANT_FILES,
  defaultPeriods,
  periodFromSearch,
  periodLabel,
  type ExportPeriod,
} from "~/shared/exports/export-period";

// What /admin/exports shows: last full year and this year ready to download, and the period she
// asked for (a year, or from month to month), or why it cannot be read (the page then answers 400).

export interface PeriodDownloads {
  title: string;
  files: { href: string; fileName: string; kind: keyof typeof ACCOUNTANT_FILES }[];
}

const downloads = (title: string, period: ExportPeriod): PeriodDownloads => ({
  title,
  files: (Object.keys(ACCOUNTANT_FILES) as (keyof typeof ACCOUNTANT_FILES)[]).map((kind) => ({
    kind,
    href: accountantFileHref(kind, period),
    fileName: accountantFileName(kind, period),
  })),
});

export function exportsPageData(search: URLSearchParams, now: Date) {
  const [lastYear, thisYear] = defaultPeriods(studioDate(now)) as [ExportPeriod, ExportPeriod];
  const ready = [
    downloads(`Last year, ${periodLabel(lastYear)}`, lastYear),
    downloads(`This year so far, ${periodLabel(thisYear)}`, thisYear),
  ];
  const values = { year: search.get("year") ?? "", from: search.get("from") ?? "", to: search.get("to") ?? "" };
  const asked = Object.values(values).some((v) => v.trim() !== "");
  if (!asked) return { ready, chosen: null, values, errors: {} as FieldErrors, status: 200 };
  const period = periodFromSearch(search);
  if (!period.ok)
    return { ready, chosen: null, values, errors: { [period.field]: period.error } as FieldErrors, status: 400 };
  return {
    ready,
    chosen: downloads(periodLabel(period.period), period.period),
    values,
    errors: {} as FieldErrors,
    status: 200,
  };
}
