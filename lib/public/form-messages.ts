/**
 * What the server answers the public forms (Contact Us, comments) in English — the product's messages
 * where docs/product.md gives them. The forms show them in the page's language through the `PublicForm`
 * catalog namespace, by key (see components/feedback/use-public-form-text.ts). Safe for client components.
 */
export const PUBLIC_FORM_MESSAGES = {
  nameRequired: "please enter the name.",
  commentRequired: "please enter the comment.",
  mobileRequired: "please enter the mobile no.",
  mobileDigits: "mobile no should be numbers.",
  mobileLength: "mobile no should be exact 10 digits.",
  emailInvalid: "please enter valid email id.",
  subjectRequired: "Please enter Subject.",
  queryRequired: "Please enter your query.",
  contactReceived: "Thank you for contacting us. We will get back to you within 48 hours.",
  commentReceived: "Thank you! Your comment will appear after review.",
  tooManyRequests: "Too many requests. Please try again later.",
  newsNotFound: "News not found.",
} as const;

export type PublicFormMessageKey = keyof typeof PUBLIC_FORM_MESSAGES;

/** "at most 80 characters." — the length limits of the free-text fields. */
export const tooLongMessage = (max: number) => `at most ${max} characters.`;

/** The catalog key of a server answer (with the limit of a "too long" one), or null for an unknown text. */
export function publicMessageKey(message: string): { key: PublicFormMessageKey } | { key: "tooLong"; max: number } | null {
  const tooLong = /^at most (\d+) characters\.$/.exec(message);
  if (tooLong) return { key: "tooLong", max: Number(tooLong[1]) };
  const key = (Object.keys(PUBLIC_FORM_MESSAGES) as PublicFormMessageKey[]).find((k) => PUBLIC_FORM_MESSAGES[k] === message);
  return key ? { key } : null;
}
