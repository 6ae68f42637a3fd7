import { describe, expect, it } from "vitest";
import { dismissToast, getToast, subscribeToasts, toast } from "./toast-store";

describe("toast store", () => {
  it("keeps only the newest notification", () => {
    let changes = 0;
    const unsubscribe = subscribeToasts(() => changes++);
    toast({ title: "First" });
    const second = toast({ title: "Error", description: "Checkout failed", variant: "destructive" });
    expect(getToast()).toMatchObject({ id: second, title: "Error", variant: "destructive", open: true });
    expect(changes).toBe(2);
    dismissToast("not-this-one");
    expect(getToast()?.id).toBe(second);
    dismissToast(second);
    expect(getToast()).toBeNull();
    unsubscribe();
  });

  it("defaults to the default style", () => {
    toast({ title: "Added to Cart" });
    expect(getToast()?.variant).toBe("default");
    dismissToast();
  });
});
