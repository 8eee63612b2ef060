import { LayoutDashboard, Menu, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/Button";
import { Logo } from "../../ui/Logo";
import { landingMessages as t } from "./messages";

const ANCHORS = [
  { href: "#features", label: t.nav.features },
  { href: "#pricing", label: t.nav.pricing },
  { href: "#testimonials", label: t.nav.testimonials },
] as const;

export function LandingNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  const actions = signedIn ? (
    <Link to="/app/dashboard" className={buttonClass({ size: "sm" })}>
      <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
      {t.nav.dashboard}
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClass({ variant: "ghost", size: "sm" })}>
        {t.nav.login}
      </Link>
      <Link to="/register" className={buttonClass({ size: "sm" })}>
        {t.nav.register}
      </Link>
    </>
  );

  // On phones the sign-in (or Dashboard) stays visible next to the menu button.
  const mobileQuickAction = signedIn ? (
    <Link to="/app/dashboard" className={buttonClass({ size: "sm" })}>
      {t.nav.dashboard}
    </Link>
  ) : (
    <Link to="/login" className={buttonClass({ variant: "ghost", size: "sm" })}>
      {t.nav.login}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-emerald-900/5 bg-(--color-cream)/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-600">
          <Logo />
        </Link>
        <nav aria-label={t.nav.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-emerald-50 hover:text-emerald-900"
                >
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">{actions}</div>
        <div className="ml-auto md:hidden">{mobileQuickAction}</div>
        <button
          type="button"
          className="rounded-lg p-2 text-gray-800 hover:bg-emerald-50 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>
      {open && (
        <div id={menuId} className="border-t border-emerald-900/5 bg-(--color-cream) px-4 pb-4 md:hidden">
          <nav aria-label={t.nav.label}>
            <ul className="py-2">
              {ANCHORS.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-gray-800 hover:bg-emerald-50"
                  >
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {!signedIn && (
            <Link to="/register" className={buttonClass({ fullWidth: true })}>
              {t.nav.register}
            </Link>
          )}
        </div>
      )}
    </header>
  );
}
