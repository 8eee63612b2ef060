import { Apple, Coffee, Moon, Soup } from "lucide-react";
import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from "../../../core/enums";
import { cx } from "../../ui/cx";

const ICONS: Record<MealType, typeof Coffee> = { breakfast: Coffee, lunch: Soup, dinner: Moon, snack: Apple };

/** The four meal types as a radio group of large, thumb-friendly options. */
export function MealTypePicker({
  legend,
  value,
  onChange,
  name,
}: {
  legend: string;
  value: MealType | null;
  onChange: (type: MealType) => void;
  name: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {MEAL_TYPES.map((type) => {
          const Icon = ICONS[type];
          const checked = value === type;
          return (
            <label
              key={type}
              className={cx(
                "flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600",
                checked
                  ? "border-emerald-600 bg-emerald-50 text-emerald-900 shadow-sm"
                  : "border-gray-200 bg-white text-gray-700 hover:border-emerald-300 hover:bg-emerald-50/50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className={cx("h-4 w-4 shrink-0", checked ? "text-emerald-700" : "text-gray-500")}
              />
              {MEAL_TYPE_LABELS[type]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
