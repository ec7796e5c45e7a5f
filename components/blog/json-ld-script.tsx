// Escaped so no value can close the script element.
import { serialiseJsonLd } from "@/components/catalogue/product-json-ld";

export type JsonLdScriptProps = {
  data: Record<string, unknown>;
};

export function JsonLdScript({ data }: JsonLdScriptProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
