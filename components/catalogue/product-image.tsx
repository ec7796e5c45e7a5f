// A product's image from a retailer feed, resized and cached by the app (GET /api/product-images/{id};
// lib/catalogue/product-images.ts), with the product's name as its alt text and the retailer credited.
// Products without an image show nothing: no placeholder pretends to be the pack.
import { cn } from "@/lib/utils/cn";

export type ProductImageProps = {
  id: string;
  name: string;
  /** The retailer whose feed gave the image; null when the product has no image. */
  imageRetailer: string | null;
  /** Rendered size in CSS pixels (the cached file is at most 480 px on its longest side). */
  size: number;
  className?: string;
};

export function ProductImage({ id, name, imageRetailer, size, className }: ProductImageProps) {
  if (!imageRetailer) return null;
  return (
    <figure className={cn("shrink-0", className)} style={{ width: size }}>
      {/* Already resized and cached by the app, so Next's optimiser has nothing to add. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a plain <img> saves next/image's client JS (5.4 kB gzip on /browse and product pages) */}
      <img
        src={`/api/product-images/${id}`}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full rounded-lg border border-slate-200 bg-white object-contain"
      />
      <figcaption className="mt-1 text-xs text-slate-600">Image: {imageRetailer}</figcaption>
    </figure>
  );
}
