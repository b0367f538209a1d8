import type { ReactNode } from 'react';
import { legalUiText, type LegalPage, type LegalSection } from '../../content/legal';
import { Icon } from '../ui/Icon';

interface LegalDocumentProps {
  page: LegalPage;
}

/**
 * Links inside running text: `[label](/path)`, e-mail addresses, and web addresses (https://… or www.…).
 * Trailing punctuation after a web address stays text.
 */
const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:https?:\/\/|www\.)[^\s<>()«»]+)/g;
const linkClass =
  'font-medium text-copper-700 underline decoration-copper-200 underline-offset-4 [overflow-wrap:anywhere] hover:text-copper-800 hover:decoration-copper-600';

function RichText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let cursor = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const [whole, label, path, email, web] = match;
    let end = start + whole.length;
    let link: ReactNode;
    if (label && path) {
      link = (
        <a key={start} href={path} className={linkClass}>
          {label}
        </a>
      );
    } else if (email) {
      link = (
        <a key={start} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      );
    } else if (web) {
      const address = web.replace(/[.,;:!?]+$/, '');
      end = start + address.length;
      const href = address.startsWith('www.') ? `https://${address}` : address;
      link = (
        <a key={start} href={href} className={linkClass} rel="noopener noreferrer">
          {address}
        </a>
      );
    }
    if (start > cursor) nodes.push(text.slice(cursor, start));
    nodes.push(link);
    cursor = end;
  }
  if (cursor < text.length) nodes.push(text.slice(cursor));
  return <>{nodes}</>;
}

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <div className="mt-5 space-y-4 text-base leading-relaxed text-ink-800 md:text-[1.0625rem] md:leading-8">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul className="space-y-2.5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 md:p-6">
          {section.list.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-[0.7em] size-1.5 shrink-0 rounded-full bg-copper-600" />
              <span>
                <RichText text={item} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {section.afterList?.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** One legal page: header band with the review notice, table of contents, numbered sections. */
export function LegalDocument({ page }: LegalDocumentProps) {
  const showNotice = page.review.length > 0 || page.exampleNotice !== undefined;
  return (
    <article aria-labelledby="document-titre">
      <header className="border-b border-paper-300 bg-paper-100">
        <div className="container-page py-14 md:py-20">
          <div className="mx-auto max-w-3xl">
            <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-copper-700 uppercase">
              {legalUiText.eyebrow}
            </p>
            <h1 id="document-titre" className="text-4xl leading-tight font-semibold md:text-5xl">
              {page.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-ink-700">
              <RichText text={page.intro} />
            </p>
            <p className="mt-5 flex items-center gap-2 text-sm text-ink-600">
              <Icon name="calendar" className="size-4 text-copper-700" />
              <span>
                {legalUiText.updated} <span className="font-semibold text-ink-800">{page.updated}</span>
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
                  {legalUiText.reviewHeading}
                </h2>
                {page.exampleNotice && (
                  <p className="mt-3 text-sm leading-relaxed font-semibold text-ink-900">{page.exampleNotice}</p>
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
          </div>
        </div>
      </header>

      <div className="container-page py-12 md:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center lg:gap-16">
          <nav
            aria-label={legalUiText.tocLabel}
            className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
          >
            <p className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-700 uppercase">
              {legalUiText.tocLabel}
            </p>
            <ol className="mt-4 space-y-1 border-l border-paper-300 text-sm">
              {page.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 leading-snug text-ink-700 hover:border-copper-600 hover:text-ink-950"
                  >
                    <span className="text-copper-700 tabular-nums">{index + 1}.</span> {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="max-w-3xl space-y-12 md:space-y-14">
            {page.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className="scroll-mt-6 text-2xl leading-snug font-semibold md:text-3xl">
                  <span className="text-copper-700 tabular-nums">{index + 1}.</span> {section.heading}
                </h2>
                <SectionBody section={section} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
