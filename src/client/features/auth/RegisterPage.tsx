import "../../../core/zod-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock, Mail, User } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { authClient } from "../../lib/auth-client";
import { useAuth } from "../../lib/session";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { AuthLayout } from "./AuthLayout";
import { authErrorMessage } from "./auth-error";
import { authMessages as t } from "./messages";
import { type RegisterForm, registerFormSchema } from "./schemas";

const linkClass = "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900";

export function RegisterPage() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", email: "", password: "" },
  });

  const onSubmit = async (values: RegisterForm) => {
    setServerError(null);
    try {
      const { error } = await authClient.signUp.email({
        name: values.fullName,
        email: values.email,
        password: values.password,
      });
      if (error) {
        setServerError(authErrorMessage(error, t.register.error));
        return;
      }
      await refresh();
      navigate("/app/onboarding", { replace: true });
    } catch (error) {
      console.warn("Error al registrarse", error);
      setServerError(t.register.error);
    }
  };

  return (
    <AuthLayout title={t.register.title} subtitle={t.register.subtitle}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {serverError && <Banner>{serverError}</Banner>}
        <TextField
          label={t.fullName}
          autoComplete="name"
          placeholder={t.fullNamePlaceholder}
          icon={<User className="h-4 w-4" />}
          error={errors.fullName?.message}
          {...register("fullName")}
        />
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
          autoComplete="new-password"
          hint={t.register.passwordHint}
          icon={<Lock className="h-4 w-4" />}
          error={errors.password?.message}
          {...register("password")}
        />
        <p className="text-xs leading-relaxed text-gray-700">
          {t.register.legalPrefix}{" "}
          <Link to="/terminos" className={linkClass}>
            {t.register.terms}
          </Link>{" "}
          {t.register.legalJoin}{" "}
          <Link to="/privacidad" className={linkClass}>
            {t.register.privacy}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? t.register.submitting : t.register.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        {t.register.haveAccount}{" "}
        <Link to="/login" className="font-semibold text-emerald-800 underline-offset-2 hover:underline">
          {t.register.toLogin}
        </Link>
      </p>
    </AuthLayout>
  );
}
