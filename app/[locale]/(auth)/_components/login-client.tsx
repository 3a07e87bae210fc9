"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast/toast";
import { refreshViewer } from "@/lib/auth/use-viewer";
import { fieldErrorsOf } from "@/lib/api/envelope";
import type { LoginInput } from "@/lib/validation/auth";
import { useRouter } from "@/i18n/navigation";
import { PasswordField, SubmitButton, TextField } from "./fields";
import { postJson } from "./post-json";
import { useAuthText } from "./use-auth-text";

const ENDPOINTS = {
  customer: "/api/v1/customers/login",
  franchisee: "/api/v1/franchisee/login",
  operator: "/api/v1/operator/login",
} as const;

const FAILURE_TOAST = "login-failure";

/** Mobile + password form of the customer, franchisee and operator logins. */
export function LoginClient({ kind, submitLabel }: { kind: keyof typeof ENDPOINTS; submitLabel: string }) {
  const f = useTranslations("AuthForm");
  const { translate, schemas } = useAuthText();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(schemas.login), mode: "onChange", defaultValues: { mobile: "", password: "" } });

  const onSubmit = async (values: LoginInput) => {
    const result = await postJson<{ next: string; message?: string }>(ENDPOINTS[kind], values);
    if (result.status === "success") {
      // A failed attempt's message must not follow the person onto their dashboard.
      toast.dismiss(FAILURE_TOAST);
      if (result.data.message) toast.info(translate(result.data.message));
      await refreshViewer();
      router.replace(result.data.next);
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(result.errors);
    for (const [field, message] of Object.entries(fields)) setError(field as keyof LoginInput, { type: "server", message: translate(message) });
    // One id: a second failure replaces the first instead of stacking on it.
    if (result.errors.msg && Object.keys(fields).length === 0) toast.error(translate(result.errors.msg), { id: FAILURE_TOAST });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField label={f("mobile")} placeholder={f("mobilePlaceholder")} inputMode="numeric" autoComplete="username" maxLength={10} error={errors.mobile?.message} {...register("mobile")} />
      <PasswordField label={f("password")} autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
