import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A fake camera for Chromium (--use-file-for-fake-video-capture): a Y4M video whose frames show the
 * EAN-13 barcode of `code`, drawn from the standard's encoding tables, so a scan test needs no camera.
 */
const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G = [
  "0100111",
  "0110011",
  "0011011",
  "0100001",
  "0011101",
  "0111001",
  "0000101",
  "0010001",
  "0001001",
  "0010111",
];
const R = L.map((bits) => [...bits].map((b) => (b === "0" ? "1" : "0")).join(""));
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
];

export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error("EAN-13 needs 13 digits");
  const d = [...code].map(Number);
  const parity = PARITY[d[0]];
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === "L" ? L[n] : G[n]))
    .join("");
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join("");
  return `101${left}01010${right}101`;
}

export async function barcodeVideo(code: string, width = 640, height = 480): Promise<string> {
  const modules = ean13Modules(code);
  const unit = 5;
  const barsWidth = modules.length * unit;
  const x0 = Math.round((width - barsWidth) / 2);
  const bars = [...modules]
    .map((bit, i) =>
      bit === "1" ? `<rect x="${x0 + i * unit}" y="120" width="${unit}" height="240" fill="#000"/>` : "",
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars}</svg>`;
  const luma = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma.subarray(0, width * height), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bocado-camera-")), "barcode.y4m");
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}
