"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { SubmitButton, TextField } from "../_components/fields";
import { postJson } from "../_components/post-json";
import { useAuthText } from "../_components/use-auth-text";

/** docs/product.md#errors-messages-and-timings: a forgot-password failure is shown for 8 s. */
const ERROR_MS = 8_000;

export function ForgotClient() {
  const t = useTranslations("Forgot");
  const f = useTranslations("AuthForm");
  const { translate, schemas } = useAuthText();
  const router = useRouter();
  const [failure, setFailure] = useState<{ text: string | undefined }>();
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(undefined), ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ mobile: string }>({ resolver: zodResolver(schemas.forgot), mode: "onChange", defaultValues: { mobile: "" } });

  const onSubmit = async (values: { mobile: string }) => {
    const result = await postJson<{ id: string }>("/api/v1/forgot/index", values);
    if (result.status === "success") {
      router.replace("/forgot-check");
      return;
    }
    setFailure({ text: translate(result.errors.mobile?.toString() ?? result.errors.msg) });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField label={f("mobile")} placeholder={f("mobilePlaceholder")} inputMode="numeric" autoComplete="tel-national" maxLength={10} error={errors.mobile?.message ?? failure?.text} {...register("mobile")} />
      <SubmitButton busy={isSubmitting}>{t("submit")}</SubmitButton>
    </form>
  );
}
