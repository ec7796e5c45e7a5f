import { clsx } from "clsx";

export type RatingStarsProps = {
  /** 0–5; fractions round to the nearest half star for drawing only. */
  rating: number;
  className?: string;
};

export function RatingStars({ rating, className }: RatingStarsProps) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={clsx("inline-flex text-amber-500", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? "text-amber-500" : "text-slate-300"}>
          ★
        </span>
      ))}
    </span>
  );
}
