import { useTranslations } from "next-intl";
import { MailIcon, MapPinIcon, PhoneIcon, ShieldCheckIcon } from "@/components/icons";
import { siteContact } from "@/lib/site";
import { PaymentLogos, SocialLinks } from "./footer-extras";
import { BackToTop } from "./back-to-top";
import { CopyrightYear } from "./copyright-year";
import { Logo } from "./logo";
import { IntentLink } from "./nav-link";
import { footerNav } from "./nav-items";

/**
 * Site footer (docs/product.md#screens-and-routes): about blurb, quick links (incl. franchisee login),
 * contact block, copyright and a go-to-top button.
 * social icons, payment logos and the grievance officer (docs/product.md#complaints-and-grievances).
 */
export function Footer() {
  const t = useTranslations("Footer");
  const nav = useTranslations("Nav");
  const pub = useTranslations("PublicNav");
  const buildYear = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr]">
        <div className="space-y-4">
          <Logo variant="dark" />
          <p className="max-w-sm text-sm leading-relaxed text-brand-200">{t("about")}</p>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-accent-200">
            {t("appComingSoon")}
          </p>
          <SocialLinks label={pub("follow")} />
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("quickLinks")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-1">
            {footerNav.map((item) => (
              <li key={item.key}>
                <IntentLink
                  href={item.href}
                  className="inline-flex min-h-10 items-center text-sm text-brand-200 transition-colors hover:text-white"
                >
                  {nav(item.key)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("contactHeading")}</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <span className="block font-medium text-white">{t("officeLabel")}</span>
                <span className="text-brand-200">{t("officeAddress")}</span>
              </span>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <span className="block font-medium text-white">{t("supportLabel")}</span>
                <a href={`mailto:${siteContact.supportEmail}`} className="text-brand-200 underline-offset-4 hover:text-white hover:underline">
                  {siteContact.supportEmail}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <span className="block font-medium text-white">{t("phoneLabel")}</span>
                <a href={siteContact.phoneHref} className="text-brand-200 underline-offset-4 hover:text-white hover:underline">
                  {siteContact.phoneDisplay}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <ShieldIcon />
              <span>
                <span className="block font-medium text-white">{pub("grievanceOfficer")}</span>
                <span className="block text-brand-200">{siteContact.grievanceOfficer.name}</span>
                <a href={`mailto:${siteContact.grievanceOfficer.email}`} className="text-brand-200 underline-offset-4 hover:text-white hover:underline">
                  {siteContact.grievanceOfficer.email}
                </a>
              </span>
            </p>
          </address>
          <PaymentLogos label={pub("weAccept")} />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="page-container flex flex-col-reverse items-center justify-between gap-4 py-5 sm:flex-row">
          <p className="text-center text-sm text-brand-200">
            {t.rich("copyright", { year: () => <CopyrightYear serverYear={buildYear} /> })}
          </p>
          <BackToTop label={t("backToTop")} />
        </div>
      </div>
    </footer>
  );
}

function ShieldIcon() {
  return <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />;
}
