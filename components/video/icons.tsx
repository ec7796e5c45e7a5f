// Kept out of components/ui/icons.tsx, whose module every page loads.
import { lucideIcon } from "@/components/ui/lucide-icon";

export const Play = /* @__PURE__ */ lucideIcon("play", [
  ["path", { d: "M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" }],
]);

export const Pause = /* @__PURE__ */ lucideIcon("pause", [
  ["rect", { x: "14", y: "3", width: "5", height: "18", rx: "1" }],
  ["rect", { x: "5", y: "3", width: "5", height: "18", rx: "1" }],
]);

export const Captions = /* @__PURE__ */ lucideIcon("captions", [
  ["rect", { width: "18", height: "14", x: "3", y: "5", rx: "2", ry: "2" }],
  ["path", { d: "M7 15h4M15 15h2M7 11h2M13 11h4" }],
]);

export const Maximize2 = /* @__PURE__ */ lucideIcon("maximize-2", [
  ["path", { d: "M15 3h6v6" }],
  ["path", { d: "m21 3-7 7" }],
  ["path", { d: "m3 21 7-7" }],
  ["path", { d: "M9 21H3v-6" }],
]);

export const X = /* @__PURE__ */ lucideIcon("x", [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
