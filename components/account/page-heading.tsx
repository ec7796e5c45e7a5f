import type { ReactNode } from "react";

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <div className="mt-2 max-w-3xl text-slate-600">{children}</div> : null}
    </header>
  );
}

export function Panel({
  title,
  children,
  tone = "default",
}: {
  title: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-label={title}
      className={
        tone === "danger"
          ? "rounded-xl border border-red-200 bg-white p-6 shadow-sm"
          : "rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      }
    >
      <h2
        className={
          tone === "danger" ? "text-lg font-semibold text-red-800" : "text-lg font-semibold text-slate-900"
        }
      >
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
