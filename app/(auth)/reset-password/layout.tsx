export { AuthBackdrop as default } from "@/components/auth/auth-backdrop";
