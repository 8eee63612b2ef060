import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/session";
import { Button } from "../../ui/Button";
import { LogoMark } from "../../ui/Logo";
import { onboardingMessages as t } from "./messages";

/** Full-screen onboarding chat (SPEC.md "Onboarding"); placeholder until the wizard is built. */
export function OnboardingPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    await signOut();
    navigate("/login", { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="sticky top-0 z-10 border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <LogoMark className="h-10 w-10" />
          <div className="flex-1">
            <h1 className="text-lg font-semibold text-gray-900">{t.title}</h1>
            <p className="text-sm text-gray-600">{t.assistant}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={handleSignOut}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t.signOut}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <p className="max-w-md rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-gray-800 shadow-sm">
          {t.intro}
        </p>
      </main>
    </div>
  );
}
