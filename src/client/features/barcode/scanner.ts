import { BARCODE_PATTERN } from "../../../core/barcode.schema";
import { barcodeMessages as t } from "./messages";

/**
 * The camera as a barcode reader: the browser's own BarcodeDetector where it reads EAN/UPC
 * (Chrome on Android, Safari 17+), else ZXing's browser build, loaded only then so it stays out of
 * the main bundle. Either way the caller gets digit strings and a stop().
 */
export interface ScanSession {
  stop(): void;
}

const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export class CameraError extends Error {}

const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

function cameraError(cause: unknown): CameraError {
  const name = cause instanceof DOMException || cause instanceof Error ? cause.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return new CameraError(t.camera.denied);
  if (name === "NotFoundError" || name === "OverconstrainedError") return new CameraError(t.camera.noCamera);
  return new CameraError(t.camera.failed);
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((f) => supported.includes(f));
    return formats.length ? new Detector({ formats }) : null;
  } catch {
    return null;
  }
}

/** Starts the camera in `video` and calls `onCode` with each EAN/UPC it reads. Throws CameraError. */
export async function startScan(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<ScanSession> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia)
    throw new CameraError(t.camera.insecure);
  const accept = (text: string) => {
    const code = text.trim();
    if (BARCODE_PATTERN.test(code)) onCode(code);
  };

  const detector = await nativeDetector();
  if (detector) {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    } catch (cause) {
      throw cameraError(cause);
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    let stopped = false;
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy || stopped || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then((found) => {
          if (!stopped && found[0]) accept(found[0].rawValue);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, 250);
    return {
      stop() {
        stopped = true;
        window.clearInterval(timer);
        for (const track of stream.getTracks()) track.stop();
        video.srcObject = null;
      },
    };
  }

  const { BrowserMultiFormatOneDReader } = await import("@zxing/browser");
  const reader = new BrowserMultiFormatOneDReader();
  try {
    const controls = await reader.decodeFromConstraints(CONSTRAINTS, video, (result) => {
      if (result) accept(result.getText());
    });
    return { stop: () => controls.stop() };
  } catch (cause) {
    throw cameraError(cause);
  }
}
