import { Brain, CalendarDays, Camera, Check, HeartPulse, Quote, Star } from "lucide-react";
import { Link } from "react-router";
import type { PlanType } from "../../../core/enums";
import { formatEuros, PLAN_FEATURES, PLAN_NAMES, PLAN_PRICES_EUR } from "../../../core/plan-limits";
import { PLAN_TYPES } from "../../../core/plan-types";
import { buttonClass } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Logo } from "../../ui/Logo";
import { landingMessages as t } from "./messages";

function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-emerald-700">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-gray-700">{subtitle}</p>}
    </div>
  );
}

const FEATURE_ICONS = [Brain, Camera, CalendarDays, HeartPulse];
const FEATURE_TONES = [
  "bg-emerald-100 text-emerald-800",
  "bg-amber-100 text-amber-800",
  "bg-sky-100 text-sky-800",
  "bg-rose-100 text-rose-800",
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="features-title"
          eyebrow={t.features.eyebrow}
          title={t.features.title}
          subtitle={t.features.subtitle}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.features.items.map((item, index) => {
            const Icon = FEATURE_ICONS[index];
            return (
              <li
                key={item.title}
                className="group rounded-3xl border border-gray-100 bg-(--color-cream) p-6 transition-shadow hover:shadow-lg hover:shadow-emerald-900/5"
              >
                <span
                  className={cx(
                    "flex h-12 w-12 items-center justify-center rounded-2xl",
                    FEATURE_TONES[index],
                  )}
                >
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-gray-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-gray-700">{item.body}</p>
              </li>
            );
          })}
        </ul>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-bold tracking-tight text-gray-900">{t.steps.title}</h3>
          <ol className="mt-10 grid gap-8 sm:grid-cols-3">
            {t.steps.items.map((step, index) => (
              <li key={step.title} className="text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <p className="mt-4 font-semibold text-gray-900">{step.title}</p>
                <p className="mt-1 text-gray-700">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

function formatPrice(plan: PlanType): string {
  const price = PLAN_PRICES_EUR[plan];
  return price === 0 ? t.pricing.free : formatEuros(price);
}

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="pricing-title"
          eyebrow={t.pricing.eyebrow}
          title={t.pricing.title}
          subtitle={t.pricing.subtitle}
        />
        <ul className="mt-14 grid items-stretch gap-6 lg:grid-cols-3">
          {PLAN_TYPES.map((plan) => {
            const featured = plan === "premium";
            return (
              <li
                key={plan}
                className={cx(
                  "relative flex flex-col rounded-3xl p-7",
                  featured
                    ? "bg-emerald-800 text-white shadow-2xl shadow-emerald-900/30 lg:-my-4 lg:py-11"
                    : "bg-white text-gray-900 ring-1 ring-gray-200",
                )}
              >
                {featured && (
                  <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-gray-900">
                    {t.pricing.popular}
                  </p>
                )}
                <h3 className="text-xl font-bold">{PLAN_NAMES[plan]}</h3>
                <p className={cx("mt-2 text-sm", featured ? "text-emerald-50" : "text-gray-700")}>
                  {t.pricing.descriptions[plan]}
                </p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold tracking-tight">{formatPrice(plan)}</span>
                  {PLAN_PRICES_EUR[plan] > 0 && (
                    <span className={featured ? "text-emerald-50" : "text-gray-700"}>
                      {t.pricing.perMonth}
                    </span>
                  )}
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {PLAN_FEATURES[plan].map((feature) => (
                    <li key={feature} className="flex items-start gap-3 text-sm">
                      <Check
                        aria-hidden="true"
                        className={cx(
                          "mt-0.5 h-4 w-4 shrink-0",
                          featured ? "text-amber-300" : "text-emerald-700",
                        )}
                      />
                      <span className={featured ? "text-white" : "text-gray-800"}>{feature}</span>
                    </li>
                  ))}
                </ul>
                <Link
                  to="/register"
                  className={buttonClass({
                    variant: featured ? "accent" : "secondary",
                    size: "lg",
                    fullWidth: true,
                    className: "mt-8",
                  })}
                >
                  {t.pricing.cta[plan]}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="testimonials-title"
          eyebrow={t.testimonials.eyebrow}
          title={t.testimonials.title}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {t.testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-3xl bg-(--color-cream) p-7 ring-1 ring-gray-100">
                <Quote aria-hidden="true" className="h-8 w-8 text-emerald-300" />
                <div className="mt-3 flex text-amber-500" role="img" aria-label={t.testimonials.rating}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden="true" className="h-4 w-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-gray-800">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white"
                  >
                    {item.name
                      .split(" ")
                      .map((word) => word[0])
                      .filter((letter) => letter === letter.toUpperCase())
                      .slice(0, 2)
                      .join("")}
                  </span>
                  <span>
                    <span className="block font-semibold text-gray-900">{item.name}</span>
                    <span className="block text-sm text-gray-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-emerald-800 px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -right-20 -top-20 h-64 w-64 rounded-full bg-emerald-600/60 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 h-64 w-64 rounded-full bg-amber-400/30 blur-3xl"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50">{t.cta.body}</p>
          <Link to="/register" className={buttonClass({ variant: "accent", size: "lg", className: "mt-8" })}>
            {t.cta.button}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function LandingFooter() {
  const year = new Date().getFullYear();
  const linkClass = "rounded text-gray-700 hover:text-emerald-800";
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[3fr_1fr] sm:px-6">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-gray-700">{t.footer.tagline}</p>
        </div>
        <nav aria-label={t.footer.legal}>
          <p className="text-sm font-semibold text-gray-900">{t.footer.legal}</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/terminos" className={linkClass}>
                {t.footer.terms}
              </Link>
            </li>
            <li>
              <Link to="/privacidad" className={linkClass}>
                {t.footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-gray-600 sm:flex-row sm:justify-between sm:px-6">
          <p>{t.footer.rights(year)}</p>
          <p>{t.footer.attribution}</p>
        </div>
      </div>
    </footer>
  );
}
