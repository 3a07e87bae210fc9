import "server-only";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/** Better Auth's own hasher (scrypt), so its credential accounts and ours are the same thing. */
export const hashUserPassword = (password: string) => hashPassword(password);

/** A hash of a random password, verified against when a mobile number is unknown so that the answer takes as long. */
let decoyHash: Promise<string> | undefined;

export async function checkPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword("decoy-password-never-matches");
    await verifyPassword({ hash: await decoyHash, password });
    return false;
  }
  return verifyPassword({ hash, password });
}
