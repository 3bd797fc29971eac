import { describe, expect, it } from "vitest";
import { deleteConsequence, emojiError, emojiOf, iconDataWith } from "./icon.ts";

describe("cuisine tag icons", () => {
  it("reads the emoji of icon_data, and nothing of anything else", () => {
    expect(emojiOf('{"emoji":"🌮","color":"#D9480F"}')).toBe("🌮");
    expect(emojiOf('{"emoji":"  🍜 "}')).toBe("🍜");
    for (const value of ["{}", '{"icon":"taco"}', '{"emoji":5}', "not json", "[1]", null, ""]) {
      expect(emojiOf(value), String(value)).toBe("");
    }
  });

  it("sets the emoji and keeps the rest of the stored icon (its color)", () => {
    const stored = '{"emoji":"🌮","color":"#D9480F"}';
    expect(JSON.parse(iconDataWith("🍕", stored))).toEqual({ emoji: "🍕", color: "#D9480F" });
    expect(JSON.parse(iconDataWith("  ", stored))).toEqual({ color: "#D9480F" });
    expect(JSON.parse(iconDataWith("🥗"))).toEqual({ emoji: "🥗" });
    expect(JSON.parse(iconDataWith("🥗", "broken"))).toEqual({ emoji: "🥗" });
    expect(iconDataWith("")).toBe("{}");
  });

  it("accepts emojis and no emoji, refuses words", () => {
    for (const ok of ["", "🌮", "🇲🇽", "👩‍🍳", "1️⃣", "☕"]) expect(emojiError(ok), ok).toBe("");
    expect(emojiError("taco")).toBe("Use an emoji, not letters or digits.");
    expect(emojiError("🌮1")).toBe("Use an emoji, not letters or digits.");
    expect(emojiError("🌮".repeat(9))).toBe("Use one emoji.");
  });

  it("says what deleting does to the members using the tag", () => {
    expect(deleteConsequence("Mexican", 3)).toBe("3 members use Mexican; they will lose this tag.");
    expect(deleteConsequence("Thai", 1)).toBe("1 member uses Thai; it will lose this tag.");
    expect(deleteConsequence("Vegan", 0)).toBe("No member uses Vegan.");
    expect(deleteConsequence("Vegan", undefined)).toBe("No member uses Vegan.");
    expect(deleteConsequence("Big", 1200)).toBe("1,200 members use Big; they will lose this tag.");
  });
});
