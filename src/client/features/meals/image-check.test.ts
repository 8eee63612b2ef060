import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isUsableImage } from "./image-check";

const image = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#d97706" } })
    .toFormat(format)
    .toBuffer();
const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

describe("a picked photo is checked before anything is sent", () => {
  it.each(["jpeg", "png", "webp"] as const)("accepts a whole %s image", async (format) => {
    expect(await isUsableImage(blob(await image(format)))).toBe(true);
  });

  it.each(["jpeg", "png", "webp"] as const)("refuses a truncated %s image", async (format) => {
    const bytes = await image(format);
    expect(await isUsableImage(blob(bytes.subarray(0, Math.floor(bytes.length * 0.6))))).toBe(false);
  });

  it("refuses a file that only starts like a JPEG, and text named .jpg", async () => {
    expect(await isUsableImage(blob(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).toBe(false);
    expect(await isUsableImage(new Blob(["no soy una foto"]))).toBe(false);
  });
});
