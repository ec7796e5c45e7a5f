export { RouteChrome as default } from "@/components/layout/site-chrome";
