import type { Role } from "@/lib/auth/viewer";

const ROLES: readonly Role[] = ["customer", "franchisee", "operator"];

/** The admin plugin keeps roles comma-separated ("customer,franchisee"). */
export function parseRoles(value: string | null | undefined): Role[] {
  return (value ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}
