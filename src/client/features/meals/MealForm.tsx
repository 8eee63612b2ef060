import { Camera, ImagePlus, Lock, Sparkles, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { MealType } from "../../../core/enums";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { MAX_PHOTO_BYTES } from "./analysis";
import type { AnalyzeRequest } from "./api";
import { isUsableImage } from "./image-check";
import { MealTypePicker } from "./MealTypePicker";
import { mealMessages as t } from "./messages";
import { PhotoNeedsDescription } from "./PhotoNeedsDescription";

export interface MealFormProps {
  busy: boolean;
  /** Photo analyses left today: 0 blocks photo selection up front, null is unlimited. */
  photosLeft: number | null | undefined;
  onAnalyze: (request: AnalyzeRequest) => void;
  onPhotoBlocked: () => void;
  onError: (message: string | null) => void;
  /** The photo the server kept but could not read (no vision model): the user must describe it. */
  unreadPhoto?: File | null;
  /** The food search shown under the note when the photo cannot be read (issue 17 item 6). */
  unreadPhotoSearch?: (mealType: MealType | null) => ReactNode;
}

/** Step 1 of SPEC.md "Meal logging flow": a type, then a description or a photo, then analyse. */
export function MealForm({
  busy,
  photosLeft,
  onAnalyze,
  onPhotoBlocked,
  onError,
  unreadPhoto = null,
  unreadPhotoSearch,
}: MealFormProps) {
  const [mealType, setMealType] = useState<MealType | null>(null);
  const [description, setDescription] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const unreadNoteId = useId();
  const noteId = useId();
  const typeName = useId();

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const photoBlocked = photosLeft === 0;
  // A kept photo nobody can read needs words; any other photo can be sent on its own.
  const photoUnread = photo !== null && photo === unreadPhoto;
  const canAnalyze =
    mealType !== null && (description.trim().length > 0 || (photo !== null && !photoUnread)) && !busy;

  useEffect(() => {
    if (photoUnread) descriptionField.current?.focus();
  }, [photoUnread]);

  const openPicker = (input: HTMLInputElement | null) => {
    if (photoBlocked) {
      onPhotoBlocked();
      return;
    }
    input?.click();
  };

  const onFileChosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      onError(t.errors.photoTooLarge);
      return;
    }
    if (!(await isUsableImage(file))) {
      onError(t.errors.invalidImage);
      return;
    }
    onError(null);
    setPhoto(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mealType) return;
    if (!photo && !description.trim()) {
      onError(t.errors.descriptionRequired);
      return;
    }
    onAnalyze({ mealType, description: description.trim(), photo });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-5">
      <MealTypePicker legend={t.form.mealType} name={typeName} value={mealType} onChange={setMealType} />

      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-gray-800">
          {t.form.description}
        </label>
        <textarea
          ref={descriptionField}
          id={descriptionId}
          aria-describedby={photoUnread ? unreadNoteId : undefined}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          maxLength={2000}
          placeholder={t.form.descriptionPlaceholder}
          className="mt-1.5 block w-full resize-y rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
        />
        {photoUnread && <PhotoNeedsDescription id={unreadNoteId} />}
        {photoUnread && unreadPhotoSearch && (
          <div className="mt-3 rounded-xl border border-gray-200 bg-gray-50/60 p-3">
            <p className="mb-2 text-sm font-semibold text-gray-900">{t.photoUnread.searchHeading}</p>
            {unreadPhotoSearch(mealType)}
          </div>
        )}
      </div>

      <div>
        <span className="block text-sm font-medium text-gray-800">{t.form.photo}</span>
        {preview ? (
          <div className="relative mt-1.5 overflow-hidden rounded-xl border border-gray-200 bg-gray-100">
            <img src={preview} alt={t.form.photoPreview} className="h-48 w-full object-cover sm:h-56" />
            <button
              type="button"
              onClick={() => setPhoto(null)}
              aria-label={t.form.removePhoto}
              className="absolute right-2 top-2 rounded-full bg-white/95 p-1.5 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        ) : (
          <div className="mt-1.5 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => openPicker(galleryInput.current)}
              aria-describedby={noteId}
              className={cx(photoBlocked && "opacity-80")}
            >
              {photoBlocked ? (
                <Lock aria-hidden="true" className="h-4 w-4" />
              ) : (
                <ImagePlus aria-hidden="true" className="h-4 w-4" />
              )}
              {t.form.choosePhoto}
            </Button>
            {/* Phones and tablets only: opens the camera directly (capture); desktops have no use for it. */}
            <span className="hidden pointer-coarse:inline-flex">
              <Button variant="secondary" onClick={() => openPicker(cameraInput.current)}>
                <Camera aria-hidden="true" className="h-4 w-4" />
                {t.form.takePhoto}
              </Button>
            </span>
          </div>
        )}
        <input
          ref={galleryInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          data-testid="photo-input"
          onChange={(e) => void onFileChosen(e.currentTarget)}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(e) => void onFileChosen(e.currentTarget)}
        />
        <p id={noteId} className="mt-2 flex items-start gap-1.5 text-xs text-gray-600">
          <Sparkles aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0 text-amber-500" />
          <span>
            {t.form.photoNote}{" "}
            {photoBlocked
              ? t.form.photoLimitReached
              : typeof photosLeft === "number"
                ? t.form.photosLeft(photosLeft)
                : null}
          </span>
        </p>
        {photo && !photoUnread && !description.trim() && (
          <p className="mt-1 text-xs font-medium text-amber-800">{t.form.photoNeedsWords}</p>
        )}
      </div>

      <Button type="submit" size="lg" fullWidth disabled={!canAnalyze} loading={busy}>
        {!busy && <Sparkles aria-hidden="true" className="h-4 w-4" />}
        {busy ? t.form.analyzing : t.form.analyze}
      </Button>
    </form>
  );
}

export type { AnalyzeRequest };
