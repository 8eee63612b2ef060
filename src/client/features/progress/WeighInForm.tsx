import { type FormEvent, useEffect, useId, useState } from "react";
import { errorMessage } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { useRecordWeighIn } from "./api";
import { formatKg, localToday, parseKg } from "./format";
import { progressMessages as t } from "./messages";

export interface WeighInFormProps {
  /** kg shown at first (the latest weigh-in), so a small change is quick to type */
  initialKg?: number | null;
  onSaved?: (kg: number) => void;
  onCancel?: () => void;
  /** compact: fields side by side on wide screens (the progress page and the profile) */
  layout?: "stacked" | "inline";
}

const asText = (value: number | null | undefined) => (value ? String(value).replace(".", ",") : "");

/** A weigh-in: day (today by default, never later), kg with one decimal, an optional note. */
export function WeighInForm({ initialKg, onSaved, onCancel, layout = "stacked" }: WeighInFormProps) {
  const today = localToday();
  const [date, setDate] = useState(today);
  const [kg, setKg] = useState(asText(initialKg));
  const [typed, setTyped] = useState(false);
  // The latest weight may arrive after the form shows: fill it in unless the user has typed already.
  useEffect(() => {
    if (!typed && initialKg) setKg(asText(initialKg));
  }, [initialKg, typed]);
  const [note, setNote] = useState("");
  const [kgError, setKgError] = useState<string | undefined>();
  const [saved, setSaved] = useState<number | null>(null);
  const record = useRecordWeighIn();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseKg(kg);
    if (value === null) {
      setKgError(t.weighIn.kgRequired);
      return;
    }
    setKgError(undefined);
    setSaved(null);
    record.mutate(
      { date, kg: value, note: note.trim() || null },
      {
        onSuccess: (weighIn) => {
          setSaved(weighIn.kg);
          setNote("");
          onSaved?.(weighIn.kg);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="space-y-3">
      <span id={`${formId}-title`} className="sr-only">
        {t.weighIn.title}
      </span>
      {record.isError && <Banner>{errorMessage(record.error, t.weighIn.error)}</Banner>}
      {saved !== null && !record.isPending && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.weighIn.saved(formatKg(saved))}
        </p>
      )}
      <div className={layout === "inline" ? "grid gap-3 sm:grid-cols-3" : "grid gap-3"}>
        <TextField
          label={t.weighIn.kg}
          inputMode="decimal"
          autoComplete="off"
          value={kg}
          onChange={(e) => {
            setTyped(true);
            setKg(e.target.value);
          }}
          hint={t.weighIn.kgHint}
          error={kgError}
          required
        />
        <TextField
          label={t.weighIn.date}
          type="date"
          value={date}
          max={today}
          min="2000-01-01"
          onChange={(e) => setDate(e.target.value)}
          required
        />
        <TextField
          label={t.weighIn.note}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
          hint={t.weighIn.noteHint}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.weighIn.cancel}
          </Button>
        )}
        <Button type="submit" loading={record.isPending}>
          {t.weighIn.save}
        </Button>
      </div>
    </form>
  );
}
