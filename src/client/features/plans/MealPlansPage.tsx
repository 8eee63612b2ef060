import { planMessages as t } from "./messages";

export function MealPlansPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-2">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t.title}
      </h1>
      <p className="text-gray-700">{t.comingSoon}</p>
    </section>
  );
}
