import "../../../core/zod-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock, Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, type Location, useLocation, useNavigate } from "react-router";
import { authClient } from "../../lib/auth-client";
import { useHydrated } from "../../lib/hydrated";
import { useAuth } from "../../lib/session";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { AuthLayout } from "./AuthLayout";
import { authErrorMessage } from "./auth-error";
import { authMessages as t } from "./messages";
import { type LoginForm, loginFormSchema } from "./schemas";

/**
 * The page a protected route sent us from (RequireAuth stores it), if it is an /app path. Onboarding is
 * not remembered: signing out from it can leave it as the origin, and a user who has since finished it
 * belongs on the dashboard (RequireAuth still sends an unfinished profile back to onboarding).
 */
function rememberedOrigin(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname?.startsWith("/app") && !from.pathname.startsWith("/app/onboarding"))
    return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
  return "/app/dashboard";
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  // The page's HTML arrives before its code (src/client/prerender.tsx): until the code runs, the
  // button stays off and the form names POST, so no early press sends the password as a plain form.
  const hydrated = useHydrated();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = async (values: LoginForm) => {
    setServerError(null);
    try {
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        setServerError(authErrorMessage(error, t.login.error));
        return;
      }
      // Load the new session before entering the protected area, or its guard would bounce us back.
      await refresh();
      navigate(rememberedOrigin(location.state), { replace: true });
    } catch (error) {
      console.warn("Error al iniciar sesión", error);
      setServerError(t.login.error);
    }
  };

  return (
    <AuthLayout title={t.login.title} subtitle={t.login.subtitle}>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {serverError && <Banner>{serverError}</Banner>}
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.emailPlaceholder}
          icon={<Mail className="h-4 w-4" />}
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          icon={<Lock className="h-4 w-4" />}
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={!hydrated}>
          {isSubmitting ? t.login.submitting : t.login.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        {t.login.noAccount}{" "}
        <Link to="/register" className="font-semibold text-emerald-800 underline-offset-2 hover:underline">
          {t.login.toRegister}
        </Link>
      </p>
    </AuthLayout>
  );
}
