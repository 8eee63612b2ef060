import { isSupportedImage } from "./analysis";

/**
 * Whether a picked file is a whole image the browser can decode (SPEC.md section 5: otherwise
 * 'Formato de imagen no válido. Por favor usa JPG o PNG.' right away, not after 'Analizar Comida').
 * A truncated download or a half-copied file starts like a JPEG or PNG but lacks its end marker, and
 * browsers still paint such a file partly, so the end is checked as well as the decoding.
 */
export async function isUsableImage(file: Blob): Promise<boolean> {
  if (!(await isSupportedImage(file))) return false;
  if (!(await hasCompleteEnding(file))) return false;
  return decodes(file);
}

const TAIL_BYTES = 4096;

async function hasCompleteEnding(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - TAIL_BYTES)).arrayBuffer());
  if (head[0] === 0xff && head[1] === 0xd8) {
    // JPEG: an end-of-image marker (FF D9) near the end; entropy-coded data never contains one, and
    // cameras may add a few bytes after it.
    for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
    return false;
  }
  if (head[0] === 0x89 && head[1] === 0x50) {
    // PNG: the last chunk is IEND (type, then its 4-byte CRC).
    const type = String.fromCharCode(...tail.subarray(tail.length - 8, tail.length - 4));
    return type === "IEND";
  }
  // WebP: the RIFF header says how long the file is.
  const riffSize = new DataView(head.buffer).getUint32(4, true);
  return riffSize + 8 <= file.size;
}

async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== "function") return true; // tests without a browser: the checks above
  try {
    const bitmap = await createImageBitmap(file);
    const ok = bitmap.width > 0 && bitmap.height > 0;
    bitmap.close();
    return ok;
  } catch {
    return false;
  }
}
