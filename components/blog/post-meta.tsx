// Dates and reading time of an article, as its card and its page show them.
import { formatDate, isoDate } from "@/lib/format/dates";

export type PostMetaProps = {
  datePublished: Date;
  dateModified?: Date;
  readingMinutes: number;
  className?: string;
};

export function PostMeta({ datePublished, dateModified, readingMinutes, className }: PostMetaProps) {
  const updated = dateModified && isoDate(dateModified) !== isoDate(datePublished) ? dateModified : null;
  return (
    <p className={className}>
      <time dateTime={isoDate(datePublished)}>{formatDate(datePublished)}</time>
      {updated ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={isoDate(updated)}>{formatDate(updated)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}
