export default function DebugShellLoading() {
  return (
    <p role="status" className="mx-auto max-w-5xl px-4 py-10 text-slate-700 sm:px-6">
      Loading...
    </p>
  );
}
