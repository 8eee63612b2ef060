import { ArrowRight, ChevronDown, Flame, Sparkles, Star } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/Button";
import { messages } from "../../ui/messages";
import { NutrientChip } from "../../ui/NutrientChip";
import { landingMessages as t } from "./messages";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -right-32 -top-40 h-[28rem] w-[28rem] rounded-full bg-emerald-200/60 blur-3xl" />
        <div className="absolute -left-40 top-48 h-[22rem] w-[22rem] rounded-full bg-amber-200/50 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800 shadow-sm ring-1 ring-emerald-900/10">
            <Sparkles aria-hidden="true" className="h-4 w-4 text-amber-500" />
            {t.hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-[1.08] tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
          >
            {t.hero.titleStart}{" "}
            <span className="bg-gradient-to-r from-emerald-700 to-emerald-500 bg-clip-text text-transparent">
              {t.hero.titleHighlight}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-700">{t.hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClass({ size: "lg" })}>
              {t.hero.primary}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <a href="#features" className={buttonClass({ variant: "secondary", size: "lg" })}>
              {t.hero.secondary}
              <ChevronDown aria-hidden="true" className="h-5 w-5" />
            </a>
          </div>
          <p className="mt-4 text-sm text-gray-600">{t.hero.noCard}</p>
          <div className="mt-8 flex items-center gap-3">
            <div className="flex -space-x-1.5" aria-hidden="true">
              {["bg-emerald-700", "bg-orange-700", "bg-rose-700", "bg-sky-700"].map((color, i) => (
                <span
                  key={color}
                  className={`flex h-9 w-9 items-center justify-center rounded-full text-xs font-bold text-white ring-2 ring-(--color-cream) ${color}`}
                >
                  {["LF", "JM", "CA", "MR"][i]}
                </span>
              ))}
            </div>
            <div className="text-sm text-gray-700">
              <span className="flex text-amber-500" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className="h-4 w-4 fill-current" />
                ))}
              </span>
              {t.hero.proof}
            </div>
          </div>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}

/** A static picture of the product, drawn in HTML so it stays crisp and needs no image download. */
function DashboardPreview() {
  const consumed = 1340;
  const goal = 2100;
  const ratio = consumed / goal;
  const circumference = 2 * Math.PI * 52;
  const macros = [
    { label: messages.nutrients.protein, value: 68, goal: 110, color: "bg-sky-500" },
    { label: messages.nutrients.carbs, value: 150, goal: 240, color: "bg-amber-400" },
    { label: messages.nutrients.fat, value: 41, goal: 70, color: "bg-rose-400" },
  ];
  return (
    <figure aria-label={t.mock.label} className="relative mx-auto w-full max-w-sm lg:max-w-none">
      <div className="rotate-1 rounded-[2rem] bg-white p-5 shadow-2xl shadow-emerald-900/15 ring-1 ring-emerald-900/5 sm:p-6">
        <div className="flex items-center justify-between">
          <p className="text-lg font-bold text-gray-900">{t.mock.today}</p>
          <p className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2.5 py-1 text-xs font-semibold text-orange-800">
            <Flame aria-hidden="true" className="h-3.5 w-3.5" />
            {t.mock.streak}
          </p>
        </div>
        <div className="mt-4 flex items-center gap-5">
          <div className="relative h-32 w-32 shrink-0">
            <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden="true">
              <circle cx="60" cy="60" r="52" fill="none" stroke="#d1fae5" strokeWidth="12" />
              <circle
                cx="60"
                cy="60"
                r="52"
                fill="none"
                stroke="#047857"
                strokeWidth="12"
                strokeLinecap="round"
                strokeDasharray={circumference}
                strokeDashoffset={circumference * (1 - ratio)}
              />
            </svg>
            <div className="absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-2xl font-extrabold tabular-nums text-gray-900">{goal - consumed}</span>
              <span className="text-[11px] leading-tight text-gray-600">{t.mock.remaining}</span>
            </div>
          </div>
          <ul className="flex-1 space-y-3">
            {macros.map((m) => (
              <li key={m.label}>
                <div className="flex justify-between text-xs">
                  <span className="font-medium text-gray-800">{m.label}</span>
                  <span className="tabular-nums text-gray-600">
                    {m.value}/{m.goal} g
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-gray-100">
                  <div
                    className={`h-2 rounded-full ${m.color}`}
                    style={{ width: `${(m.value / m.goal) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-2 text-xs text-gray-600">{t.mock.goal}</p>
        <div className="mt-5 rounded-2xl bg-emerald-50/70 p-4 ring-1 ring-emerald-900/5">
          <div className="flex items-center justify-between">
            <span className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
              {t.mock.mealType}
            </span>
            <span className="inline-flex items-center gap-1 text-xs text-gray-700">
              <Sparkles aria-hidden="true" className="h-3.5 w-3.5 text-amber-500" />
              {t.mock.analysed}
            </span>
          </div>
          <p className="mt-1 font-semibold text-gray-900">{t.mock.meal}</p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            <NutrientChip nutrient="kcal" label="kcal" value={420} unit="kcal" />
            <NutrientChip nutrient="protein" label={messages.nutrients.protein} value={19} unit="g" />
            <NutrientChip nutrient="carbs" label={messages.nutrients.carbs} value={32} unit="g" />
            <NutrientChip nutrient="fat" label={messages.nutrients.fat} value={24} unit="g" />
            <NutrientChip nutrient="fiber" label={messages.nutrients.fiber} value={9.5} unit="g" />
          </div>
        </div>
      </div>
    </figure>
  );
}
