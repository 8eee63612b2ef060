import { Link } from "react-router";
import { buttonClass } from "../../ui/Button";
import { LogoMark } from "../../ui/Logo";
import { notFoundMessages as t } from "./messages";

/** `embedded` inside the app shell, which already provides the <main> landmark. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Wrapper = embedded ? "div" : "main";
  return (
    <Wrapper className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-16 text-center">
      <LogoMark className="h-14 w-14" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-emerald-700">{t.code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-3 max-w-md text-gray-700">{t.body}</p>
      <Link to="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {t.home}
      </Link>
    </Wrapper>
  );
}
