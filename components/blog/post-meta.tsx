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
      <span>
        Published <time dateTime={datePublished.toISOString()}>{formatDate(datePublished)}</time>
      </span>
      {updated ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={updated.toISOString()}>{formatDate(updated)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}
