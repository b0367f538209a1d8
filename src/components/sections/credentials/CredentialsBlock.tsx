import type { CredentialItem, CredentialsData, ShownStatement } from '../../../lib/content/credentials';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/Icon';
import { textLinkClass } from '../../ui/LinkList';
import { StatementSource } from '../../ui/StatementSource';

interface CredentialsBlockProps extends CredentialsData {
  /** The heading's level where the block stands: under the section's h2 (home) or as the page's own h2. */
  level: 2 | 3;
  className?: string;
}

/** What the law makes the ten-year insurance cover, dated and sourced (left out of a page built past its review date). */
function Statement({ statement, text }: { statement: ShownStatement; text: CredentialsData['text'] }) {
  return (
    <div className="mt-2 text-sm leading-relaxed text-ink-700" data-statement="decennale">
      <p>{statement.text}</p>
      <StatementSource checkedOn={statement.checkedOn} source={statement.source} text={text} small className="mt-1" />
    </div>
  );
}

function Item({ item, text }: { item: CredentialItem; text: CredentialsData['text'] }) {
  return (
    <div className="border-t border-paper-300 pt-4" data-credential={item.id}>
      <dt className="text-sm font-semibold text-ink-700">{item.label}</dt>
      {item.values.map((value) => (
        <dd key={value.text} className="mt-1 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-950">
          {value.link && value.link.label === value.text ? (
            <a href={value.link.href} rel="noopener" className={textLinkClass}>
              {value.text}
            </a>
          ) : (
            <span className="font-semibold">{value.text}</span>
          )}
          {value.link && value.link.label !== value.text && (
            <a
              href={value.link.href}
              rel="noopener"
              className={cn(textLinkClass, 'inline-flex items-center gap-1 text-sm')}
            >
              {value.link.label}
              <Icon name="external" className="size-4" />
            </a>
          )}
        </dd>
      ))}
      {item.statement && (
        <dd>
          <Statement statement={item.statement} text={text} />
        </dd>
      )}
    </div>
  );
}

/**
 * « Une entreprise vérifiable »: the business's numbers, insurance and memberships, each only when
 * the owner has filled it in, the enterprise number linked to its page in the public register.
 * Links to other sites open on the visitor's click only.
 */
export function CredentialsBlock({ heading, intro, items, details, text, level, className }: CredentialsBlockProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="entreprise-verifiable-titre"
      id="entreprise-verifiable"
      className={cn('rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-100 md:p-10', className)}
    >
      <Heading
        id="entreprise-verifiable-titre"
        className="flex items-center gap-3 font-sans text-xl font-semibold text-ink-950"
      >
        <Icon name="shield" className="size-7 text-copper-700" />
        {heading}
      </Heading>
      <p className="mt-3 leading-relaxed text-ink-700">{intro}</p>
      <dl className="mt-6 grid gap-4">
        {items.map((item) => (
          <Item key={item.id} item={item} text={text} />
        ))}
      </dl>
      <p className="mt-6 text-sm">
        <a href={details.href} className={textLinkClass}>
          {details.label}
        </a>
      </p>
    </section>
  );
}
