import type { MonthlySeries } from "~/shared/dashboard/dashboard-view";
import { monthLabel } from "~/shared/dashboard/studio-months";
import { formatPrice } from "~/shared/money";
import { MonthlyBarChart } from "./monthly-bar-chart";

// The year in two pictures: enquiries beside bookings, and money received (sessions less refunds,
// with the shop's sales piled on top).

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function BusinessCharts({ series }: { series: MonthlySeries }) {
  const { months } = series;
  const span = `${monthLabel(months[0]!, true)} to ${monthLabel(months[months.length - 1]!, true)}`;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <MonthlyBarChart
        title="Enquiries and bookings per month"
        summary={`${span}: ${sum(series.enquiries)} enquiries and ${sum(series.bookings)} bookings in all.`}
        months={months}
        series={[
          { label: "Enquiries", values: series.enquiries, tone: "ink" },
          { label: "Bookings", values: series.bookings, tone: "clay" },
        ]}
        mode="grouped"
        unit="count"
      />
      <MonthlyBarChart
        title="Money received per month"
        summary={`${span}: ${formatPrice(sum(series.receivedSessions))} for sessions, less refunds, and ${formatPrice(
          sum(series.receivedShop),
        )} from the shop.`}
        months={months}
        series={[
          { label: "Sessions, less refunds", values: series.receivedSessions, tone: "clay" },
          { label: "Shop", values: series.receivedShop, tone: "ink" },
        ]}
        mode="stacked"
        unit="cents"
      />
    </div>
  );
}
