import { AppError, Invalid } from "../../../core/errors";
import { MEAL_MESSAGES } from "./meals.messages";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 1600;

export type SniffedFormat = "jpeg" | "png" | "webp";

/**
 * The image format by its first bytes, never by the file name or the declared type: JPEG (FF D8 FF,
 * which is also what phones send for HEIC photos converted on upload), PNG, WebP (RIFF....WEBP).
 */
export function sniffImage(bytes: Uint8Array): SniffedFormat | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) {
    return "png";
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export interface ProcessedPhoto {
  data: Buffer;
  mime: "image/jpeg";
  width: number;
  height: number;
}

/**
 * Checks a meal photo and makes the copy we keep: decoded in full (a truncated or corrupt file is
 * refused), turned upright from its EXIF orientation, fitted inside 1600 px and re-encoded as JPEG.
 * sharp writes no metadata unless asked, so EXIF (GPS location included) does not survive.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  if (input.byteLength > MAX_PHOTO_BYTES) throw new AppError(MEAL_MESSAGES.photoTooLarge, 413);
  if (!sniffImage(input)) throw new Invalid(MEAL_MESSAGES.invalidImage);
  // sharp (and its native library) is loaded with the first photo, not at start-up
  const { default: sharp } = await import("sharp");
  try {
    const { data, info } = await sharp(input, { failOn: "truncated", limitInputPixels: 120_000_000 })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: "image/jpeg", width: info.width, height: info.height };
  } catch {
    throw new Invalid(MEAL_MESSAGES.invalidImage);
  }
}
