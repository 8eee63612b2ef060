import { type FormEvent, useId, useState } from "react";
import {
  type BarcodeProduct,
  OFF_ATTRIBUTION,
  productMealDescription,
  productPortion,
} from "../../../core/barcode.schema";
import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from "../../../core/enums";
import type { NutrientKey } from "../../../core/nutrients";
import { MEAL_WEIGHT_MAX_G } from "../../../core/plausibility";
import { errorMessage } from "../../lib/api";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { InlineAlert } from "../../ui/InlineAlert";
import { TextField } from "../../ui/TextField";
import { useLogProduct } from "./api";
import { barcodeMessages as t } from "./messages";

const number = (value: number, decimals = 1) =>
  value.toLocaleString("es-ES", { maximumFractionDigits: decimals, useGrouping: false });

/** "40", "40,5", "40.5" -> 40.5; anything else -> NaN. */
const parseAmount = (text: string) =>
  /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;

/** A first guess from the clock; the user changes it with one tap. */
export function mealTypeNow(now = new Date()): MealType {
  const hour = now.getHours();
  if (hour < 11) return "breakfast";
  if (hour < 16) return "lunch";
  if (hour < 19) return "snack";
  return "dinner";
}

function RadioChip({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label
      className={cx(
        "flex cursor-pointer items-center justify-center rounded-xl border px-3 py-2 text-center text-sm font-semibold",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600",
        checked
          ? "border-emerald-600 bg-emerald-50 text-emerald-900"
          : "border-gray-200 bg-white text-gray-700 hover:bg-emerald-50/50",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}

/** The found product: what it is, how much was eaten (grams or servings), which meal, and save. */
export function ProductPortion({
  product,
  day,
  onSaved,
  onAnother,
}: {
  product: BarcodeProduct;
  /** a past day the tracker shows; today when absent */
  day?: string;
  onSaved: () => void;
  onAnother: () => void;
}) {
  const name = useId();
  const log = useLogProduct();
  const [mode, setMode] = useState<"grams" | "serving">(product.serving ? "serving" : "grams");
  const [gramsText, setGramsText] = useState("100");
  const [servingsText, setServingsText] = useState("1");
  const [mealType, setMealType] = useState<MealType>(() => mealTypeNow());

  const rawGrams =
    mode === "serving" && product.serving
      ? parseAmount(servingsText) * product.serving.grams
      : parseAmount(gramsText);
  const grams = Math.round(rawGrams * 10) / 10;
  const valid = Number.isFinite(grams) && grams >= 1 && grams <= MEAL_WEIGHT_MAX_G;
  const portion = valid ? productPortion(product, grams) : null;
  const missing = product.missing.filter((k): k is Exclude<NutrientKey, "calories"> => k !== "calories");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!portion) return;
    const description = productMealDescription(product, grams);
    log.mutate(
      {
        meal_type: mealType,
        description,
        ...(day ? { day } : {}),
        ...portion,
        // Where the numbers came from, in the shape every logged analysis has.
        ai_analysis: {
          ...portion,
          description,
          weight: `${number(grams)} g`,
          items: [
            {
              ...portion,
              food_id: `off:${product.code}`,
              name: product.name,
              quantity: grams,
              unit: "g",
              grams,
              confidence: 1,
              source: "table",
              table: `${OFF_ATTRIBUTION.name} (${OFF_ATTRIBUTION.license})`,
            },
          ],
          unmatched: [],
          engine: "builtin",
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t.product.heading}>
      <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
        <p className="text-base font-semibold text-gray-900" data-testid="barcode-product-name">
          {product.name}
        </p>
        {product.brand && <p className="text-sm text-gray-700">{product.brand}</p>}
        <p className="mt-2 text-sm font-medium text-emerald-800">
          {t.product.kcalPer100(number(product.per_100g.calories, 0))}
          {product.package_grams ? ` · ${t.product.package(number(product.package_grams, 0))}` : ""}
        </p>
        {product.prepared && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t.product.prepared}</p>
        )}
        {missing.length > 0 && (
          <p className="mt-2 text-xs text-gray-600">
            {t.product.missing(missing.map((k) => t.nutrient[k]).join(", "))}
          </p>
        )}
        <button
          type="button"
          onClick={onAnother}
          className="mt-2 text-sm font-medium text-emerald-800 underline underline-offset-2"
        >
          {t.product.another}
        </button>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.portion.legend}</legend>
        {product.serving && (
          <div className="mt-2 grid grid-cols-2 gap-2">
            <RadioChip name={`${name}-mode`} checked={mode === "serving"} onChange={() => setMode("serving")}>
              {t.portion.serving}
            </RadioChip>
            <RadioChip name={`${name}-mode`} checked={mode === "grams"} onChange={() => setMode("grams")}>
              {t.portion.grams}
            </RadioChip>
          </div>
        )}
        {mode === "serving" && product.serving ? (
          <TextField
            className="mt-3"
            label={t.portion.servingsLabel}
            hint={t.portion.servingHint(product.serving.label, number(product.serving.grams))}
            inputMode="decimal"
            value={servingsText}
            onChange={(e) => setServingsText(e.target.value)}
            error={valid ? undefined : t.portion.invalid}
          />
        ) : (
          <TextField
            className="mt-3"
            label={t.portion.gramsLabel}
            inputMode="decimal"
            value={gramsText}
            onChange={(e) => setGramsText(e.target.value)}
            error={valid ? undefined : t.portion.invalid}
          />
        )}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.mealType}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MEAL_TYPES.map((type) => (
            <RadioChip
              key={type}
              name={`${name}-type`}
              checked={mealType === type}
              onChange={() => setMealType(type)}
            >
              {MEAL_TYPE_LABELS[type]}
            </RadioChip>
          ))}
        </div>
      </fieldset>

      {portion && (
        <div role="status" className="rounded-xl bg-emerald-50 px-4 py-3">
          <p className="text-lg font-bold text-emerald-900" data-testid="barcode-portion-kcal">
            {t.total(number(portion.calories, 0), number(grams))}
          </p>
          <p className="mt-1 text-sm text-emerald-900">
            {(["protein", "carbs", "fat", "sugar", "fiber", "salt"] as const)
              .map((k) => `${number(portion[k], k === "salt" ? 2 : 1)} g ${t.nutrient[k]}`)
              .join(" · ")}
          </p>
        </div>
      )}

      {log.isError && <InlineAlert message={errorMessage(log.error, t.errors.save)} onDismiss={log.reset} />}

      {day && <p className="text-sm text-amber-900">{t.onDay(day.split("-").reverse().join("/"))}</p>}

      <Button type="submit" fullWidth size="lg" disabled={!portion} loading={log.isPending}>
        {log.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
