import type { ReactNode } from "react";

export function VideoFrame({
  title,
  screen,
  children,
}: {
  title: string;
  screen: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-900/10">
      <figcaption className="sr-only">{title}</figcaption>
      <div className="relative aspect-video bg-black">{screen}</div>
      {children}
    </figure>
  );
}
