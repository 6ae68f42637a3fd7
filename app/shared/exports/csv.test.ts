import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsDecimal, csvDocument, csvText, money } from "./csv";

/** A minimal RFC 4180 reader: what a spreadsheet would see in each cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ",") endCell();
    else if (c === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe("CSV cells", () => {
  it("writes cents as plain decimals, without symbols or thousands separators", () => {
    expect(centsDecimal(123450)).toBe("1234.50");
    expect(centsDecimal(5)).toBe("0.05");
    expect(centsDecimal(0)).toBe("0.00");
    expect(centsDecimal(-250_000_01)).toBe("-250000.01");
    expect(() => centsDecimal(1.5)).toThrow(TypeError);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvText("Ana & Luis")).toBe("Ana & Luis");
    expect(csvText("Smith, Jane")).toBe('"Smith, Jane"');
    expect(csvText('The "big" day')).toBe('"The ""big"" day"');
    expect(csvText("line one\nline two")).toBe('"line one\nline two"');
    expect(csvText("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvText('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvText("+1 602 555 0142")).toBe("'+1 602 555 0142");
    expect(csvText("-2+3")).toBe("'-2+3");
    expect(csvText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvText("\t=1")).toBe("'\t=1");
    expect(csvText("\r=1")).toBe('"\'\r=1"');
    expect(csvText("Jane = Joe")).toBe("Jane = Joe");
  });

  it("does not touch money cells, even negative ones", () => {
    const doc = csvDocument(["Amount"], [[money(-1250)]]);
    expect(doc).toBe("\uFEFFAmount\r\n-12.50\r\n");
  });

  it("starts with the BOM and reads back cell for cell, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 1;
          const even = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
          const header = Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
          const doc = csvDocument(header, even);
          expect(doc.startsWith("\uFEFF")).toBe(true);
          const read = parseCsv(doc.slice(1));
          expect(read[0]).toEqual(header);
          read.slice(1).forEach((row, r) =>
            row.forEach((value, c) => {
              const typed = even[r]![c]!;
              expect(value).toBe(/^[=+\-@\t\r]/.test(typed) ? `'${typed}` : typed);
            }),
          );
        },
      ),
    );
  });
});
