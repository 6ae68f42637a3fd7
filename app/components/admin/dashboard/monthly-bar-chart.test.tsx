import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MonthlyBarChart } from "./monthly-bar-chart";

// The chart is markup only: one named image whose summary a screen reader says, a <title> per bar
// for a pointer, and the same numbers in a table; no script, no animation.
describe("MonthlyBarChart", () => {
  const html = renderToStaticMarkup(
    <MonthlyBarChart
      title="Money received per month"
      summary="Feb 2026 to Mar 2026: $1,300.00."
      months={["2026-02", "2026-03"]}
      series={[
        { label: "Sessions, less refunds", values: [130_000, -2_500], tone: "clay" },
        { label: "Shop", values: [4_500, 0], tone: "ink" },
      ]}
      mode="stacked"
      unit="cents"
    />,
  );

  it("is one image named by its title and summary", () => {
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toContain('role="img"');
    const [, labelledBy] = /aria-labelledby="([^"]+)"/.exec(html) ?? [];
    const ids = labelledBy!.split(" ");
    expect(html).toContain(`<title id="${ids[0]}">Money received per month</title>`);
    expect(html).toContain(`<desc id="${ids[1]}">Feb 2026 to Mar 2026: $1,300.00.</desc>`);
    expect(html).not.toMatch(/<script|<animate|transition/);
  });

  it("names each bar, a refund month's below zero included, with short axis labels", () => {
    expect(html).toContain("<title>Feb 2026, Sessions, less refunds: $1,300.00</title>");
    expect(html).toContain("<title>Mar 2026, Sessions, less refunds: -$25.00</title>");
    expect(html).toContain("<title>Feb 2026, Shop: $45.00</title>");
    expect(html).toMatch(/>\$1\.5k</);
    expect(html).toMatch(/>-\$500</);
  });

  it("has the numbers in a table under a disclosure, with a total per month", () => {
    expect(html).toContain("<summary");
    expect(html).toContain("Show the numbers");
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "|"));
    expect(rows[1]).toMatch(/Feb 2026\|+\$1,300\.00\|+\$45\.00\|+\$1,345\.00/);
    expect(rows[2]).toMatch(/Mar 2026\|+-\$25\.00\|+\$0\.00\|+-\$25\.00/);
  });
});
