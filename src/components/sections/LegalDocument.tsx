import type { ReactNode } from 'react';
import type { LegalPageContent } from '../../lib/content/site-content';
import type { UiText } from '../../schemas/ui';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';

interface LegalDocumentProps {
  page: Omit<LegalPageContent, 'html'>;
  text: UiText['legal'];
  /** Shown while the business's details are the example shipped with the site. */
  exampleNotice: boolean;
  /** The page's text (Markdown rendered by the page): numbered sections, one per `##` heading. */
  children: ReactNode;
}

/** One legal page: header band with the review notice, table of contents, numbered sections. */
export function LegalDocument({ page, text, exampleNotice, children }: LegalDocumentProps) {
  const showNotice = page.review.length > 0 || exampleNotice;
  return (
    <article aria-labelledby="document-titre">
      <PageHeader id="document-titre" title={page.title} intro={page.intro} eyebrow={text.eyebrow}>
        <p className="mt-5 flex items-center gap-2 text-sm text-ink-600">
          <Icon name="calendar" className="size-4 text-copper-700" />
          <span>
            {text.updated} <span className="font-semibold text-ink-800">{page.updated}</span>
          </span>
        </p>
        {showNotice && (
          <aside
            aria-labelledby="a-verifier-titre"
            className="mt-8 rounded-2xl border border-copper-200 border-l-4 border-l-copper-600 bg-copper-50 p-5 md:p-6"
          >
            <h2
              id="a-verifier-titre"
              className="flex items-center gap-2 font-sans text-base font-semibold text-copper-800"
            >
              <Icon name="shield" className="size-5" />
              {text.reviewHeading}
            </h2>
            {exampleNotice && (
              <p className="mt-3 text-sm leading-relaxed font-semibold text-ink-900">{text.exampleNotice}</p>
            )}
            {page.review.length > 0 && (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink-800 marker:text-copper-600">
                {page.review.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </PageHeader>

      <div className="container-page py-12 md:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center lg:gap-16">
          <nav
            aria-label={text.tocLabel}
            className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
          >
            <p className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-700 uppercase">{text.tocLabel}</p>
            <ol className="mt-4 space-y-1 border-l border-paper-300 text-sm">
              {page.headings.map((heading, index) => (
                <li key={heading.slug}>
                  <a
                    href={`#${heading.slug}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 leading-snug text-ink-700 hover:border-copper-600 hover:text-ink-950"
                  >
                    <span className="text-copper-700 tabular-nums">{index + 1}.</span> {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="legal-text max-w-3xl">{children}</div>
        </div>
      </div>
    </article>
  );
}
