import { siteContact } from "@/lib/site";

const socialIcons: Record<keyof typeof siteContact.social, { name: string; path: string }> = {
  facebook: { name: "Facebook", path: "M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9a1 1 0 0 1 1-1Z" },
  instagram: {
    name: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  },
  youtube: { name: "YouTube", path: "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z" },
  x: { name: "X", path: "M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.2L20.5 20h-4.6l-4.3-6-5 6H4l6.4-7.6L4 4Z" },
};

/** Social profile links with icons (docs/product.md#screens-and-routes footer). */
export function SocialLinks({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex gap-2">
      {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((key) => (
        <li key={key}>
          <a
            href={siteContact.social[key]}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={socialIcons[key].name}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-500"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor" fillRule="evenodd">
              <path d={socialIcons[key].path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Payment-logo badges (docs/product.md#screens-and-routes footer), drawn as text marks: no third-party images to fetch. */
export function PaymentLogos({ label }: { label: string }) {
  const marks = ["UPI", "RuPay", "VISA", "Mastercard", "NEFT"];
  return (
    <div className="mt-6">
      <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {marks.map((mark) => (
          <li key={mark} className="rounded-md bg-white px-2.5 py-1 text-xs font-extrabold tracking-tight text-brand-900 italic">
            {mark}
          </li>
        ))}
      </ul>
    </div>
  );
}
