import { ArrowLeft, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../ui/Logo";
import { authMessages as t } from "./messages";

/** Login and register: the form on the left, a brand panel on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-600">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-gray-700 hover:text-emerald-800"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.backHome}
          </Link>
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
          <p className="mt-2 text-gray-700">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </main>
      <aside className="relative hidden overflow-hidden bg-emerald-800 lg:flex lg:flex-col lg:justify-center lg:px-14">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-emerald-600/50 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-amber-400/25 blur-3xl"
        />
        <div className="relative max-w-md">
          <p className="text-3xl font-bold leading-tight text-white">{t.aside.title}</p>
          <ul className="mt-8 space-y-4">
            {t.aside.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-lg text-emerald-50">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-400 text-gray-900">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
