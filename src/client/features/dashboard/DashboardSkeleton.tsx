import { dashboardMessages as t } from "./messages";

const block = "animate-pulse rounded-2xl bg-gray-200/70";

/** The dashboard's shape while its data load (announced once to screen readers). */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden="true" className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-2">
            <div className={`${block} h-8 w-56`} />
            <div className={`${block} h-4 w-40`} />
          </div>
          <div className={`${block} h-11 w-full sm:w-64`} />
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <div className={`${block} col-span-2 h-36`} />
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className={`${block} h-36`} />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className={`${block} h-80 lg:col-span-2`} />
          <div className={`${block} h-80`} />
        </div>
      </div>
    </div>
  );
}
