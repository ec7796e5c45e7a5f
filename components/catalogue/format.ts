export { formatAmount } from "@/components/interactions/format";

const PRODUCT_FORMS: Record<string, string> = {
  capsule: "Capsules",
  tablet: "Tablets",
  softgel: "Softgels",
  powder: "Powder",
  gummy: "Gummies",
  liquid: "Liquid",
  spray: "Spray",
  lozenge: "Lozenges",
  other: "Other",
};

export function formatProductForm(form: string): string {
  return PRODUCT_FORMS[form] ?? form;
}
