import { Camera, CameraOff, ScanBarcode, Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useOutletContext } from "react-router";
import { BARCODE_PATTERN, cleanBarcodeInput, OFF_ATTRIBUTION } from "../../../core/barcode.schema";
import { errorMessage } from "../../lib/api";
import { Button } from "../../ui/Button";
import { InlineAlert } from "../../ui/InlineAlert";
import { Modal } from "../../ui/Modal";
import { TextField } from "../../ui/TextField";
import { todayLocal, useBarcodeLookup } from "./api";
import { barcodeMessages as t } from "./messages";
import { ProductPortion } from "./ProductPortion";
import { CameraError, type ScanSession, startScan } from "./scanner";

type CameraState =
  | { state: "idle" }
  | { state: "starting" }
  | { state: "scanning" }
  | { state: "error"; message: string };

/** After closing, the food search (if the tracker shows one) is where a not-found product is looked for. */
function focusFoodSearch() {
  window.setTimeout(() => document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus(), 50);
}

/**
 * /app/meal-tracker/escanear: a sheet over the tracker (the phone's back button closes it). Camera or
 * typed EAN -> the product from Open Food Facts -> grams or servings and a meal type -> a meal log.
 */
export function BarcodeSheet() {
  const navigate = useNavigate();
  const close = () => navigate("..");
  // The tracker passes the day it shows; a day other than today is where the meal is logged.
  const shown = useOutletContext<{ day?: string } | undefined>()?.day;
  const day = shown && shown !== todayLocal() ? shown : undefined;
  const lookup = useBarcodeLookup();
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [camera, setCamera] = useState<CameraState>({ state: "idle" });
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<ScanSession | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const stopCamera = () => {
    session.current?.stop();
    session.current = null;
    setCamera((c) => (c.state === "error" ? c : { state: "idle" }));
  };
  useEffect(() => () => session.current?.stop(), []);

  const find = (value: string) => {
    const digits = cleanBarcodeInput(value);
    if (!BARCODE_PATTERN.test(digits)) {
      setFieldError(t.manual.invalid);
      return;
    }
    setFieldError(undefined);
    lookup.mutate(digits);
  };

  const startCamera = async () => {
    const video = videoRef.current;
    if (!video) return;
    setCamera({ state: "starting" });
    lookup.reset();
    try {
      session.current = await startScan(video, (scanned) => {
        stopCamera();
        setCode(scanned);
        find(scanned);
      });
      setCamera({ state: "scanning" });
    } catch (cause) {
      setCamera({ state: "error", message: cause instanceof CameraError ? cause.message : t.camera.failed });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    find(code);
  };

  const scanAnother = () => {
    lookup.reset();
    setCode("");
    inputRef.current?.focus();
  };

  const product = lookup.data;
  const cameraOn = camera.state === "starting" || camera.state === "scanning";

  return (
    <Modal open onClose={close} title={t.title} size="md">
      <div className="space-y-5">
        {!product && (
          <>
            <p className="text-sm text-gray-700">{t.intro}</p>
            <div className="space-y-3">
              <div
                className={cameraOn ? "relative overflow-hidden rounded-xl bg-gray-900" : "hidden"}
                aria-hidden={!cameraOn}
              >
                <video
                  ref={videoRef}
                  aria-label={t.camera.preview}
                  className="aspect-[4/3] w-full object-cover"
                  muted
                  playsInline
                />
                <div className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-lg border-2 border-white/80" />
              </div>
              {cameraOn ? (
                <div className="flex items-center justify-between gap-3">
                  <p role="status" className="text-sm text-gray-700">
                    {camera.state === "starting" ? t.camera.starting : t.camera.aim}
                  </p>
                  <Button variant="ghost" size="sm" onClick={stopCamera}>
                    <CameraOff aria-hidden="true" className="h-4 w-4" />
                    {t.camera.stop}
                  </Button>
                </div>
              ) : (
                <Button variant="secondary" fullWidth size="lg" onClick={startCamera}>
                  <Camera aria-hidden="true" className="h-5 w-5" />
                  {t.camera.start}
                </Button>
              )}
              {camera.state === "error" && (
                <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {camera.message}
                </p>
              )}
            </div>

            <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
              <TextField
                ref={inputRef}
                className="min-w-0 flex-1"
                label={t.manual.label}
                hint={t.manual.hint}
                error={fieldError}
                placeholder={t.manual.placeholder}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="search"
                maxLength={20}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setFieldError(undefined);
                }}
                icon={<ScanBarcode className="h-4 w-4" />}
              />
              <Button type="submit" className="mt-[1.85rem] shrink-0" loading={lookup.isPending}>
                {lookup.isPending ? t.manual.searching : t.manual.submit}
              </Button>
            </form>

            {lookup.isError && (
              <div className="space-y-2">
                <InlineAlert message={errorMessage(lookup.error, t.errors.lookup)} />
                <Button
                  variant="secondary"
                  onClick={() => {
                    close();
                    focusFoodSearch();
                  }}
                >
                  <Search aria-hidden="true" className="h-4 w-4" />
                  {t.searchInstead}
                </Button>
              </div>
            )}
          </>
        )}

        {product && <ProductPortion product={product} day={day} onSaved={close} onAnother={scanAnother} />}

        <p className="border-t border-gray-100 pt-3 text-xs text-gray-600">
          <a
            href={product?.source_url ?? OFF_ATTRIBUTION.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            {t.attribution}
          </a>{" "}
          <a
            href={OFF_ATTRIBUTION.licenseUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-emerald-800 underline underline-offset-2"
          >
            {t.license}
          </a>
        </p>
      </div>
    </Modal>
  );
}

export { BarcodeSheet as Component };
