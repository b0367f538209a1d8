/** The trail at the top of a worksites page: every step a link, the page itself last. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label={label} className="mb-6 text-sm text-ink-200">
      <ol className="flex flex-wrap items-center gap-2">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="text-white">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.path} className="underline-offset-4 hover:text-white hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
