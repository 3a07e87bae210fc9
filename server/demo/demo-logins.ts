import { demoCustomerLogin, demoFranchiseeLogin, demoOperatorLogin } from "./content/people";

export const DEMO_LOGINS = [
  { role: "Customer", path: "/login", ...demoCustomerLogin },
  { role: "Franchisee (shop owner)", path: "/franchisee-login", mobile: demoFranchiseeLogin.mobile, password: demoFranchiseeLogin.password },
  { role: "Operator", path: "/admin", mobile: demoOperatorLogin.mobile, password: demoOperatorLogin.password },
] as const;

export function printDemoLogins(log: (line: string) => void = console.log): void {
  log("[demo] logins (mobile / password):");
  for (const login of DEMO_LOGINS) log(`[demo]   ${login.role.padEnd(24)} ${login.mobile} / ${login.password}   at ${login.path}`);
}
