import {
  Bell,
  CalendarDays,
  ChartLine,
  LayoutDashboard,
  LogOut,
  Menu,
  NotebookPen,
  ShoppingBasket,
  User,
  X,
} from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useAuth } from "../../lib/session";
import { cx } from "../../ui/cx";
import { Logo } from "../../ui/Logo";
import { shellMessages as t } from "./messages";
import { useDismiss } from "./use-dismiss";

const NAV_ITEMS = [
  { to: "/app/dashboard", label: t.nav.dashboard, icon: LayoutDashboard },
  { to: "/app/meal-tracker", label: t.nav.mealTracker, icon: NotebookPen },
  { to: "/app/meal-plans", label: t.nav.mealPlans, icon: CalendarDays },
  { to: "/app/shopping-list", label: t.nav.shoppingList, icon: ShoppingBasket },
  { to: "/app/progress", label: t.nav.progress, icon: ChartLine },
] as const;

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600";

function initials(name: string | undefined, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** Layout of the signed-in pages (SPEC.md "App shell"). */
export function AppShell() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const mobileMenuId = useId();

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const handleSignOut = useCallback(async () => {
    setSigningOut(true);
    await signOut();
    navigate("/login", { replace: true });
  }, [signOut, navigate]);

  const email = user?.email ?? "";

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <a
        href="#contenido"
        className="sr-only z-[70] rounded-lg bg-white px-3 py-2 text-sm font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Saltar al contenido
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:gap-4">
          <Link to="/app/dashboard" aria-label={t.home} className={cx("rounded-lg", focusRing)}>
            <Logo />
          </Link>

          <nav aria-label={t.nav.label} className="hidden md:block lg:ml-4">
            <ul className="flex items-center gap-1">
              {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cx(
                        // five items fit one line from 768 px: no wrapping, icons from lg up, the email from xl
                        "inline-flex items-center gap-2 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors lg:px-3",
                        focusRing,
                        isActive ? "bg-emerald-50 text-emerald-800" : "text-gray-700 hover:bg-gray-100",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="hidden h-4 w-4 lg:block" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <NotificationsButton />
            <span className="hidden max-w-[14rem] truncate text-sm text-gray-700 xl:inline" title={email}>
              {email}
            </span>
            <div className="hidden md:block">
              <UserMenu
                email={email}
                initials={initials(user?.name, email)}
                onSignOut={handleSignOut}
                signingOut={signingOut}
              />
            </div>
            <button
              type="button"
              className={cx("rounded-lg p-2 text-gray-700 hover:bg-gray-100 md:hidden", focusRing)}
              aria-expanded={mobileOpen}
              aria-controls={mobileMenuId}
              aria-label={mobileOpen ? t.closeMenu : t.openMenu}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Menu aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
          </div>
        </div>

        {mobileOpen && (
          <nav
            id={mobileMenuId}
            aria-label={t.nav.label}
            className="border-t border-gray-200 bg-white md:hidden"
          >
            <p className="truncate px-4 pt-3 text-xs text-gray-600">
              {t.signedInAs} <span className="font-medium text-gray-900">{email}</span>
            </p>
            <ul className="space-y-1 px-2 py-2">
              {[...NAV_ITEMS, { to: "/app/profile", label: t.nav.profile, icon: User }].map(
                ({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={({ isActive }) =>
                        cx(
                          "flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium",
                          focusRing,
                          isActive ? "bg-emerald-50 text-emerald-800" : "text-gray-800 hover:bg-gray-100",
                        )
                      }
                    >
                      <Icon aria-hidden="true" className="h-5 w-5" />
                      {label}
                    </NavLink>
                  </li>
                ),
              )}
              <li>
                <button
                  type="button"
                  onClick={handleSignOut}
                  disabled={signingOut}
                  className={cx(
                    "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50",
                    focusRing,
                  )}
                >
                  <LogOut aria-hidden="true" className="h-5 w-5" />
                  {t.nav.signOut}
                </button>
              </li>
            </ul>
          </nav>
        )}
      </header>

      <main id="contenido" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>

      <footer className="border-t border-gray-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-gray-600 sm:flex-row sm:px-6">
          <Logo className="[&_span]:text-base" />
          <p>{t.footer(new Date().getFullYear())}</p>
        </div>
      </footer>
    </div>
  );
}

function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref, buttonRef);

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t.notifications}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cx("rounded-full p-2 text-gray-700 hover:bg-gray-100", focusRing)}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700 shadow-lg"
        >
          <p className="font-semibold text-gray-900">{t.notifications}</p>
          <p className="mt-1">{t.noNotifications}</p>
        </div>
      )}
    </div>
  );
}

function UserMenu({
  email,
  initials: letters,
  onSignOut,
  signingOut,
}: {
  email: string;
  initials: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref, buttonRef);

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cx(
          "flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-emerald-600 to-emerald-800 text-sm font-semibold text-white",
          focusRing,
        )}
      >
        <span aria-hidden="true">{letters}</span>
        <span className="sr-only">{t.userMenu}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-60 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg"
        >
          <p className="truncate border-b border-gray-100 px-4 py-3 text-xs text-gray-600">
            {t.signedInAs}
            <br />
            <span className="text-sm font-medium text-gray-900">{email}</span>
          </p>
          <ul className="py-1">
            <li>
              <Link
                to="/app/profile"
                onClick={close}
                className={cx(
                  "flex items-center gap-2 px-4 py-2.5 text-sm text-gray-800 hover:bg-gray-50",
                  focusRing,
                )}
              >
                <User aria-hidden="true" className="h-4 w-4" />
                {t.nav.profile}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={onSignOut}
                disabled={signingOut}
                className={cx(
                  "flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-red-700 hover:bg-red-50",
                  focusRing,
                )}
              >
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {t.nav.signOut}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
