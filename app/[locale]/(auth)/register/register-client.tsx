"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast/toast";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/api/envelope";
import type { authSchemas, SignUpInput } from "@/lib/validation/auth";
import { Link, useRouter } from "@/i18n/navigation";
import { PasswordField, SubmitButton, TextField } from "../_components/fields";
import { postJson } from "../_components/post-json";
import { useAuthText } from "../_components/use-auth-text";

type Output = z.output<typeof authSchemas.signUp>;

/** /register: docs/product.md#screens-and-routes's sign-up form, validated while typing and at submit (docs/product.md#validation-rules-and-messages). */
export function RegisterClient({ referralCode }: { referralCode: string }) {
  const t = useTranslations("Register");
  const f = useTranslations("AuthForm");
  const { translate, schemas } = useAuthText();
  const router = useRouter();
  const form = useForm<SignUpInput, unknown, Output>({
    resolver: zodResolver(schemas.signUp),
    mode: "onChange",
    defaultValues: { firstName: "", middleName: "", lastName: "", mobile: "", email: "", password: "", confirm_password: "", referralCode, terms: false as unknown as true },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: Output) => {
    const result = await postJson<{ id: string }>("/api/v1/customers/signup", values);
    if (result.status === "success") {
      router.replace("/verifications");
      return;
    }
    const { errors: failure } = result;
    if (failure.mobile_exit === true && typeof failure.mobile === "string") toast.error(translate(failure.mobile));
    for (const [field, message] of Object.entries(fieldErrorsOf(failure))) {
      setError(field as keyof SignUpInput, { type: "server", message: translate(message) });
    }
    if (failure.msg && Object.keys(fieldErrorsOf(failure)).length === 0) toast.error(translate(failure.msg));
  };

  const error = (name: keyof SignUpInput) => errors[name]?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t("firstName")} autoComplete="given-name" error={error("firstName")} {...register("firstName")} />
        <TextField label={t("middleName")} autoComplete="additional-name" error={error("middleName")} {...register("middleName")} />
        <TextField label={t("lastName")} autoComplete="family-name" error={error("lastName")} {...register("lastName")} />
      </div>
      <TextField label={f("mobile")} placeholder={f("mobilePlaceholder")} inputMode="numeric" autoComplete="tel-national" maxLength={10} error={error("mobile")} {...register("mobile")} />
      <TextField label={t("email")} type="email" autoComplete="email" error={error("email")} {...register("email")} />
      <PasswordField label={f("password")} autoComplete="new-password" error={error("password")} {...register("password", { deps: ["confirm_password"] })} />
      <PasswordField label={f("confirmPassword")} autoComplete="new-password" error={error("confirm_password")} {...register("confirm_password")} />
      <TextField label={t("referralCode")} optionalLabel autoCapitalize="characters" hint={t("referralHint")} error={error("referralCode")} {...register("referralCode")} />
      <div>
        <label className="flex items-start gap-3 text-sm text-stone-800">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-600" aria-invalid={errors.terms ? true : undefined} {...register("terms")} />
          <span>
            {t.rich("terms", {
              link: (chunks) => (
                <Link href="/terms" className="font-semibold text-brand-700 underline" target="_blank">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.terms ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.terms.message}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={isSubmitting}>{t("submit")}</SubmitButton>
    </form>
  );
}
