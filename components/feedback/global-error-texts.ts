/**
 * The last-resort error page's words (app/global-error.tsx): messages/en/common.json's `Error` texts,
 * copied. Importing the catalog there put all of common.json into a chunk that every page loads (that
 * boundary is part of every page); tests/unit/global-error-texts.test.ts keeps the copy equal to it.
 */
export const GLOBAL_ERROR_TEXTS = {
  title: "Something went wrong",
  description: "We could not load this page. Please check your connection and try again.",
  retry: "Try again",
};
