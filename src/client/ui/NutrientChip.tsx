import { cx } from "./cx";

export type NutrientKey = "kcal" | "protein" | "carbs" | "fat" | "sugar" | "fiber" | "salt";

const tones: Record<NutrientKey, string> = {
  kcal: "bg-orange-50 text-orange-900 ring-orange-200",
  protein: "bg-sky-50 text-sky-900 ring-sky-200",
  carbs: "bg-amber-50 text-amber-900 ring-amber-200",
  fat: "bg-rose-50 text-rose-900 ring-rose-200",
  sugar: "bg-pink-50 text-pink-900 ring-pink-200",
  fiber: "bg-lime-50 text-lime-900 ring-lime-200",
  salt: "bg-slate-100 text-slate-800 ring-slate-200",
};

const numberFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

export function formatNutrient(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return "–";
  return numberFormat.format(value);
}

export interface NutrientChipProps {
  label: string;
  value: number | null | undefined;
  unit: string;
  /** Picks the colour; neutral when absent. */
  nutrient?: NutrientKey;
  className?: string;
}

/** A small pill such as "Proteína 12,5 g" or "450 kcal". */
export function NutrientChip({ label, value, unit, nutrient, className }: NutrientChipProps) {
  const shown = formatNutrient(value);
  const isKcal = nutrient === "kcal" && label === unit;
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset",
        nutrient ? tones[nutrient] : "bg-gray-50 text-gray-800 ring-gray-200",
        className,
      )}
    >
      {!isKcal && <span className="font-normal">{label}</span>}
      <span className="font-semibold tabular-nums">
        {shown}
        {unit && <span className="font-normal">{` ${unit}`}</span>}
      </span>
    </span>
  );
}
