/**
 * docs/product.md#json-api's response envelope, used by every /api/v1 route handler and every server action.
 * Field errors are keyed by field name; `msg` carries a message for the whole request. A few docs/product.md
 * flags ride along as booleans (sign-up's `mobile_exit`). Safe to import from client components.
 */
export type ApiErrors = { msg?: string } & Record<string, string | boolean | undefined>;

export type ApiSuccess<T> = { status: "success"; data: T; errors: null };
export type ApiFailure = { status: "failure"; data: null; errors: ApiErrors };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export function success<T>(data: T): ApiSuccess<T> {
  return { status: "success", data, errors: null };
}

export function failure(errors: ApiErrors): ApiFailure {
  return { status: "failure", data: null, errors };
}

/** The field errors of a failure (everything but `msg` and boolean flags), for forms. */
export function fieldErrorsOf(errors: ApiErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== "msg" && typeof entry[1] === "string"),
  );
}
