import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalid, refused } from "./edit-result.server";
import { formIds, parseOne, parseValues, textValues } from "./form-values.server";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("reading a form", () => {
  it("takes the named text fields as typed, NUL dropped, absent ones empty", () => {
    expect(textValues(form([["a", " x\0y "]]), ["a", "b"])).toEqual({ a: " xy ", b: "" });
  });

  it("takes ticked ids, or nothing when one is forged", () => {
    expect(
      formIds(
        form([
          ["id", "3"],
          ["id", "1"],
          ["id", "3"],
        ]),
        "id",
      ),
    ).toEqual([3, 1]);
    expect(
      formIds(
        form([
          ["id", "3"],
          ["id", "abc"],
        ]),
        "id",
      ),
    ).toBeUndefined();
    expect(formIds(form([]), "id")).toEqual([]);
  });
});

describe("parseValues", () => {
  const schema = z.object({ first_name: z.string().trim().min(1, "Enter a name.") });

  it("names each bad field, under the kit's line or the screen's own", () => {
    expect(parseValues(schema, { first_name: " " })).toEqual({
      ok: false,
      refusal: invalid({ first_name: "Enter a name." }),
    });
    const own = parseValues(schema, { first_name: "" }, { rename: { first_name: "name" }, error: "Check it." });
    expect(own).toEqual({ ok: false, refusal: invalid({ name: "Enter a name." }, "Check it.") });
    expect(parseValues(schema, { first_name: " Ana " })).toEqual({ ok: true, value: { first_name: "Ana" } });
  });
});

describe("parseOne", () => {
  const pin = z.coerce.number().int("A whole number, please.");

  it("refuses with the schema's first message as one plain line", () => {
    expect(parseOne(pin, "1.5", "Check it.")).toEqual({ ok: false, refusal: refused("A whole number, please.") });
    expect(parseOne(pin, " 7 ", "Check it.")).toEqual({ ok: true, value: 7 });
  });
});
