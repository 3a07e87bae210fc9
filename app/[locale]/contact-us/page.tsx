import { getTranslations } from "next-intl/server";
import { MailIcon, MapPinIcon, PhoneIcon, ShieldCheckIcon } from "@/components/icons";
import { ShopMap } from "@/components/shops/shop-map-client";
import { ContactForm } from "@/components/static/contact-form-client";
import { staticMetadata } from "@/components/static/static-metadata";
import { mapTileUrl, MAP_ZOOM, siteContact } from "@/lib/site";
import { ClientMessages } from "@/components/layout/client-messages";

export const generateMetadata = () => staticMetadata("Contact", "/contact-us");

/** Contact Us (docs/product.md#screens-and-routes): form, corporate address, support email, two phones, grievance officer, map. */
export default async function ContactPage() {
  const t = await getTranslations("Contact");
  const footer = await getTranslations("Footer");
  const officer = siteContact.grievanceOfficer;
  const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";
  return (
    <ClientMessages namespaces={["Contact", "PublicForm", "Shop"]}>
      <div className="page-container py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">{t("intro")}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <div className="space-y-4">
            <address className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 not-italic shadow-sm">
              <p className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t("officeTitle")}</span>
                  <span className="text-stone-700">{footer("officeAddress")}</span>
                </span>
              </p>
              <p className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t("supportTitle")}</span>
                  <a href={`mailto:${siteContact.supportEmail}`} className={link}>
                    {siteContact.supportEmail}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t("phonesTitle")}</span>
                  <a href={siteContact.phoneHref} className={link}>
                    {siteContact.phoneDisplay}
                  </a>
                  <br />
                  <a href={siteContact.phone2Href} className={link}>
                    {siteContact.phone2Display}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t("grievanceTitle")}</span>
                  <span className="block text-stone-800">{officer.name}</span>
                  <a href={`mailto:${officer.email}`} className={link}>
                    {officer.email}
                  </a>
                  <br />
                  <a href={officer.phoneHref} className={link}>
                    {officer.phoneDisplay}
                  </a>
                  <span className="mt-1 block text-sm text-stone-600">{t("grievanceNote")}</span>
                </span>
              </p>
            </address>
            <section aria-labelledby="contact-map">
              <h2 id="contact-map" className="sr-only">
                {t("mapTitle")}
              </h2>
              <ShopMap latitude={siteContact.office.latitude} longitude={siteContact.office.longitude} label={t("officeTitle")} tileUrl={mapTileUrl} zoom={MAP_ZOOM} />
            </section>
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}
