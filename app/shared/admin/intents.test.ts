import { describe, expect, it } from "vitest";
import { defineIntents, intentIn, routeIntent } from "./intents";

const INTENTS = defineIntents(["save", "preview", "move"]);
const match = (posted: string) => (/^(up|down):\w+\.\d+$/.test(posted) ? INTENTS.move : undefined);

describe("intents", () => {
  it("name each intent by itself", () => {
    expect(INTENTS).toEqual({ save: "save", preview: "preview", move: "move" });
    expect(intentIn(INTENTS, "preview")).toBe("preview");
    expect(intentIn(INTENTS, "toString")).toBeUndefined();
  });

  it("route a posted value to its handler: itself, the fallback when none was posted, or a match", () => {
    expect(routeIntent(INTENTS, "preview", { fallback: "save", match })).toBe("preview");
    expect(routeIntent(INTENTS, null, { fallback: "save", match })).toBe("save");
    expect(routeIntent(INTENTS, null)).toBeUndefined();
    expect(routeIntent(INTENTS, "up:venues.2", { match })).toBe("move");
    expect(routeIntent(INTENTS, "up:venues.2")).toBeUndefined();
    expect(routeIntent(INTENTS, "sideways:venues.2", { match })).toBeUndefined();
    expect(routeIntent(INTENTS, "", { fallback: "save", match })).toBeUndefined();
  });
});
