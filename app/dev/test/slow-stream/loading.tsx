export default function Loading() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10" role="status">
      <p className="text-slate-600">Loading the slow test page…</p>
    </div>
  );
}
