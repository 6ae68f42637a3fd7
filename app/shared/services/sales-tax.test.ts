import { describe, expect, it } from "vitest";
import { salesTaxRateField, taxRateText } from "./sales-tax";

describe("the sales tax rate of Site settings", () => {
  it("reads percent with up to 3 decimals as an exact integer of millis", () => {
    expect(salesTaxRateField.parse("8.6")).toBe(8_600);
    expect(salesTaxRateField.parse(" 8.600 ")).toBe(8_600);
    expect(salesTaxRateField.parse("5.125")).toBe(5_125);
    expect(salesTaxRateField.parse("0.001")).toBe(1);
    expect(salesTaxRateField.parse("20")).toBe(20_000);
    expect(salesTaxRateField.parse("0")).toBe(0);
    // Empty: she charges no sales tax.
    expect(salesTaxRateField.parse("")).toBe(0);
  });

  it("refuses anything else in plain words", () => {
    for (const bad of ["8,6", "8.6%", "-1", "8.6125", "1e1", "abc", ".5", "100"]) {
      expect(salesTaxRateField.safeParse(bad).success, bad).toBe(false);
    }
    expect(salesTaxRateField.safeParse("20.001").error?.issues[0]?.message).toBe(
      "Enter a rate between 0 and 20 percent.",
    );
    expect(salesTaxRateField.safeParse("8,6").error?.issues[0]?.message).toBe(
      "Enter the rate as a number of percent with up to 3 decimals, e.g. 8.6.",
    );
  });

  it("shows millis back as she typed them", () => {
    expect(taxRateText(8_600)).toBe("8.6");
    expect(taxRateText(5_125)).toBe("5.125");
    expect(taxRateText(20_000)).toBe("20");
    expect(taxRateText(0)).toBe("0");
    for (const typed of ["8.6", "5.125", "0.001", "12", "0"]) {
      expect(taxRateText(salesTaxRateField.parse(typed))).toBe(typed);
    }
  });
});
