// Beside [id]/, whose layout calls notFound(): a stack deleted with its owner's account, unpublished or private
// gets one message, telling strangers nothing about which (docs/product-rules.md §2 "Not-found page").
import { Link } from "@/components/ui/link";

export default function StackNotFound() {
  return (
    <section
      aria-labelledby="stack-not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 id="stack-not-found-title" className="mt-2 text-3xl font-bold text-slate-900">
        This stack is no longer shared
      </h1>
      <p className="mt-4 text-slate-700">
        Its owner may have stopped sharing it or deleted their account, or the link may be incomplete. If it
        is your own stack,{" "}
        <Link href="/login" className="font-medium text-brand-800 underline">
          sign in
        </Link>{" "}
        to open it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/community-stacks"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Community stacks
        </Link>
        <Link
          href="/stacks"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Build your own stack
        </Link>
      </div>
    </section>
  );
}
