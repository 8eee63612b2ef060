import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../../ui/Logo";
import { legalMessages as t } from "./messages";

interface LegalPageProps {
  title: string;
  sections: ReadonlyArray<{ heading: string; body: string }>;
}

function LegalPage({ title, sections }: LegalPageProps) {
  return (
    <div className="min-h-dvh bg-white">
      <header className="border-b border-gray-100">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
          <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-600">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-emerald-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.back}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-600">{t.updated}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-lg font-semibold text-gray-900">{section.heading}</h2>
            <p className="mt-2 leading-relaxed text-gray-700">{section.body}</p>
          </section>
        ))}
      </main>
    </div>
  );
}

export function TermsPage() {
  return <LegalPage title={t.terms.title} sections={t.terms.sections} />;
}

export function PrivacyPage() {
  return <LegalPage title={t.privacy.title} sections={t.privacy.sections} />;
}
