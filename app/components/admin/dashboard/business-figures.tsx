import { Link } from "react-router";
import { formatPrice } from "~/shared/money";
import { monthLabel } from "~/shared/dashboard/studio-months";
import type { DashboardView } from "~/shared/dashboard/dashboard-view";

// The business in six numbers, this Arizona month and now. Each value carries data-figure so the
// tests read the figure the photographer sees, formatted as she sees it.

interface Figure {
  key: string;
  label: string;
  value: string;
  detail?: string;
  to?: string;
}

export function BusinessFigures({ view }: { view: DashboardView }) {
  const { series, due, conversion } = view;
  const last = series.months.length - 1;
  const month = monthLabel(series.months[last]!, true);
  const sessions = series.receivedSessions[last] ?? 0;
  const shop = series.receivedShop[last] ?? 0;
  const figures: Figure[] = [
    {
      key: "received-this-month",
      label: `Received in ${month}`,
      value: formatPrice(sessions + shop),
      detail: `${formatPrice(sessions)} sessions (less refunds), ${formatPrice(shop)} shop`,
    },
    {
      key: "due-30-days",
      label: "Due in the next 30 days",
      value: formatPrice(due.dueSoon.totalCents),
      detail: `${due.dueSoon.count} ${due.dueSoon.count === 1 ? "invoice" : "invoices"}`,
      to: "#money-owed",
    },
    {
      key: "overdue",
      label: "Overdue",
      value: formatPrice(due.overdue.totalCents),
      detail: `${due.overdue.count} ${due.overdue.count === 1 ? "invoice" : "invoices"}`,
      to: "#money-owed",
    },
    {
      key: "enquiries-this-month",
      label: `Enquiries in ${month}`,
      value: String(series.enquiries[last] ?? 0),
      to: "/admin/enquiries",
    },
    {
      key: "bookings-this-month",
      label: `Bookings in ${month}`,
      value: String(series.bookings[last] ?? 0),
      detail: "Signed, retainer paid",
      to: "/admin/clients",
    },
    {
      key: "conversion",
      label: "Enquiries that booked",
      value: conversion.percent === null ? "–" : `${conversion.percent}%`,
      detail: `${conversion.booked} of ${conversion.enquiries} in the last 12 months`,
      to: "#sources",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {figures.map((figure) => {
        const body = (
          <>
            <span className="block text-sm text-ink-soft">{figure.label}</span>
            <span className="mt-1 block font-serif text-2xl text-ink sm:text-3xl" data-figure={figure.key}>
              {figure.value}
            </span>
            {figure.detail && <span className="mt-1 block text-xs text-ink-soft">{figure.detail}</span>}
          </>
        );
        const box = "block h-full rounded-lg border border-ink/10 bg-white p-4";
        return (
          <li key={figure.key}>
            {figure.to ? (
              <Link to={figure.to} className={`${box} motion-safe:transition-colors hover:border-clay`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
