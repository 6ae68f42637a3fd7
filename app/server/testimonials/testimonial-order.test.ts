import { describe, expect, it } from "vitest";
import { orderTestimonials, type Orderable } from "./testimonial-order";

const row = (id: number, createdAt: string, pin: Orderable["pinPosition"] = null, order: number | null = null) => ({
  id,
  createdAt,
  pinPosition: pin,
  pinOrder: order,
});

describe("orderTestimonials", () => {
  it("puts unpinned rows newest first", () => {
    const rows = [row(1, "2024-01-01T00:00:00Z"), row(2, "2024-03-01T00:00:00Z"), row(3, "2024-02-01T00:00:00Z")];
    expect(orderTestimonials(rows).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it("puts top pins first in pin order and bottom pins last in pin order", () => {
    const rows = [
      row(1, "2024-05-01T00:00:00Z"),
      row(2, "2020-01-01T00:00:00Z", "top", 2),
      row(3, "2021-01-01T00:00:00Z", "bottom", 1),
      row(4, "2022-01-01T00:00:00Z", "top", 1),
      row(5, "2025-01-01T00:00:00Z", "bottom", 0),
      row(6, "2023-01-01T00:00:00Z"),
    ];
    expect(orderTestimonials(rows).map((r) => r.id)).toEqual([4, 2, 1, 6, 5, 3]);
  });

  it("breaks ties stably: same instant → higher id first; same pin order → lower id first; no order → last", () => {
    const rows = [
      row(1, "2024-01-01T00:00:00Z"),
      row(2, "2024-01-01T00:00:00Z"),
      row(3, "2024-01-01T00:00:00Z", "top", null),
      row(4, "2024-01-01T00:00:00Z", "top", 1),
      row(5, "2024-01-01T00:00:00Z", "top", 1),
    ];
    expect(orderTestimonials(rows).map((r) => r.id)).toEqual([4, 5, 3, 2, 1]);
  });

  it("compares instants, not strings (PostgreSQL and SQLite spell them differently)", () => {
    const rows = [
      row(1, "2024-01-01T10:00:00.000Z"),
      row(2, "2024-01-01T09:00:00+00:00"),
      row(3, "2024-01-01T11:00:00Z"),
    ];
    expect(orderTestimonials(rows).map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it("does not change its input and handles an empty list", () => {
    const rows = [row(1, "2024-01-01T00:00:00Z"), row(2, "2024-02-01T00:00:00Z")];
    orderTestimonials(rows);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(orderTestimonials([])).toEqual([]);
  });
});
