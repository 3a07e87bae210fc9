export { AUTH_SERVER_MESSAGES } from "@/lib/auth/auth-messages";
