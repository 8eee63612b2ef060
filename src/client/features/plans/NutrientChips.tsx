import type { Nutrients } from "../../../core/nutrients";
import { messages } from "../../ui/messages";
import { NutrientChip } from "../../ui/NutrientChip";

const n = messages.nutrients;

/** The seven chips of a planned meal: kcal, proteína, carbs, grasa, azúcares, fibra, sal. */
export function NutrientChips({ value, className }: { value: Nutrients; className?: string }) {
  return (
    <ul className={className ?? "flex flex-wrap gap-1.5"} aria-label="Información nutricional">
      <li>
        <NutrientChip nutrient="kcal" label={n.kcal} unit="kcal" value={Math.round(value.calories)} />
      </li>
      <li>
        <NutrientChip nutrient="protein" label={n.protein} unit="g" value={value.protein} />
      </li>
      <li>
        <NutrientChip nutrient="carbs" label={n.carbs} unit="g" value={value.carbs} />
      </li>
      <li>
        <NutrientChip nutrient="fat" label={n.fat} unit="g" value={value.fat} />
      </li>
      <li>
        <NutrientChip nutrient="sugar" label={n.sugar} unit="g" value={value.sugar} />
      </li>
      <li>
        <NutrientChip nutrient="fiber" label={n.fiber} unit="g" value={value.fiber} />
      </li>
      <li>
        <NutrientChip nutrient="salt" label={n.salt} unit="g" value={value.salt} />
      </li>
    </ul>
  );
}
