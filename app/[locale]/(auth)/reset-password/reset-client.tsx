"use client";

import { countArgs } from "@/lib/format";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf } from "@/lib/api/envelope";
import type { ResetPasswordInput } from "@/lib/validation/auth";
import { Link, useRouter } from "@/i18n/navigation";
import { PasswordField, SubmitButton } from "../_components/fields";
import { postJson } from "../_components/post-json";
import { useAuthText } from "../_components/use-auth-text";

/** docs/product.md#urls-and-redirects: after a reset, the server's message and 'Redirect to login page in 10 sec.', counting down, then /login. */
const REDIRECT_SECONDS = 10;

export function ResetClient() {
  const t = useTranslations("Reset");
  const f = useTranslations("AuthForm");
  const { translate, schemas } = useAuthText();
  const router = useRouter();
  const [done, setDone] = useState<string>();
  const [loginPath, setLoginPath] = useState<"/login" | "/franchisee-login">("/login");
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(schemas.resetPassword), mode: "onChange", defaultValues: { password: "", confirm_password: "" } });

  useEffect(() => {
    if (!done) return;
    // Counted from the clock rather than by ticks, so a tab the browser slowed down still leaves on time.
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        router.replace(loginPath);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [done, router, loginPath]);

  const onSubmit = async (values: ResetPasswordInput) => {
    const result = await postJson<{ message: string; next?: string }>("/api/v1/forgot/reset", values);
    if (result.status === "success") {
      // A shop owner (whose code came from an operator) logs in at the franchisee login.
      if (result.data.next === "/franchisee-login") setLoginPath("/franchisee-login");
      setDone(translate(result.data.message));
      return;
    }
    const fields = fieldErrorsOf(result.errors);
    for (const [field, message] of Object.entries(fields)) setError(field as keyof ResetPasswordInput, { type: "server", message: translate(message) });
    if (result.errors.msg && Object.keys(fields).length === 0) toast.error(translate(result.errors.msg));
  };

  if (done) {
    return (
      <div role="status" className="grid gap-3 rounded-lg bg-brand-50 px-4 py-4 text-brand-900">
        <p className="font-semibold">{done}</p>
        <p className="text-sm" aria-live="off" data-testid="redirect-countdown">
          {t("redirecting", countArgs(secondsLeft, "seconds"))}
        </p>
        <Link href={loginPath} className="text-sm font-semibold text-brand-700 underline">
          {t("goLogin")}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <PasswordField label={t("newPassword")} autoComplete="new-password" error={errors.password?.message} {...register("password", { deps: ["confirm_password"] })} />
      <PasswordField label={f("confirmPassword")} autoComplete="new-password" error={errors.confirm_password?.message} {...register("confirm_password")} />
      <SubmitButton busy={isSubmitting}>{t("submit")}</SubmitButton>
    </form>
  );
}
