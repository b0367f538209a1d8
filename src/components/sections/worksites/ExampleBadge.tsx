/** « Exemple »: a shipped worksite, illustrated by drawings, never the business's own work. */
export function ExampleBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full bg-copper-100 px-3 py-1 text-xs font-semibold tracking-wide text-copper-900 uppercase">
      {label}
    </span>
  );
}
