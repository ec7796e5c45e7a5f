// Products without an image show nothing: no placeholder pretends to be the pack.
import { cn } from "@/lib/utils/cn";

export type ProductImageProps = {
  id: string;
  name: string;
  imageRetailer: string | null;
  /** Rendered size in CSS pixels (the cached file is at most 480 px on its longest side). */
  size: number;
  className?: string;
};

export function ProductImage({ id, name, imageRetailer, size, className }: ProductImageProps) {
  if (!imageRetailer) return null;
  return (
    <figure className={cn("shrink-0", className)} style={{ width: size }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- already resized and cached by the app; a plain <img> saves next/image's client JS */}
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
