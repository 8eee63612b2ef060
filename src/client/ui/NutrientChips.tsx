import type { Nutrients } from "../../core/nutrients";
import { cx } from "./cx";
import { messages } from "./messages";
import { NutrientChip } from "./NutrientChip";

const n = messages.nutrients;

/** The seven chips of a meal, logged or planned: kcal, proteína, carbs, grasa, azúcares, fibra, sal. */
export function NutrientChips({ value, className }: { value: Nutrients; className?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-1.5", className)} aria-label={messages.nutritionInfo}>
      <li>
        <NutrientChip label={n.kcal} unit={n.kcal} value={Math.round(value.calories)} nutrient="kcal" />
      </li>
      <li>
        <NutrientChip label={n.protein} unit="g" value={value.protein} nutrient="protein" />
      </li>
      <li>
        <NutrientChip label={n.carbs} unit="g" value={value.carbs} nutrient="carbs" />
      </li>
      <li>
        <NutrientChip label={n.fat} unit="g" value={value.fat} nutrient="fat" />
      </li>
      <li>
        <NutrientChip label={n.sugar} unit="g" value={value.sugar} nutrient="sugar" />
      </li>
      <li>
        <NutrientChip label={n.fiber} unit="g" value={value.fiber} nutrient="fiber" />
      </li>
      <li>
        <NutrientChip label={n.salt} unit="g" value={value.salt} nutrient="salt" />
      </li>
    </ul>
  );
}
