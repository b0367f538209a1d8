import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { keepEstimate } from '../../lib/contact/estimate-transfer';
import {
  estimateMessage,
  quantityLabel,
  shownRates,
  type CalculatorData,
  type HomeAnswer,
} from '../../lib/prices/calculator';
import { estimate, readQuantity, type QuantityReading } from '../../lib/prices/estimate';
import { buttonStyles } from '../ui/button-styles';
import { clsx } from 'clsx';
import { EstimateResult } from './price-calculator/EstimateResult';

export type PriceCalculatorProps = CalculatorData;

// Without a background: each control sets its own, the quantity's red when refused (an island joins
// its classes without merging them, so of two backgrounds the stylesheet's order would choose).
const controlClass =
  'mt-1.5 block w-full rounded-xl border-0 px-4 py-3 text-base text-ink-950 ring-1 ring-ink-200 focus:ring-2 focus:ring-copper-600 focus:outline-none';

const answers: readonly HomeAnswer[] = ['reduced', 'normal', 'unknown'];
const isAnswer = (value: string): value is HomeAnswer => (answers as readonly string[]).includes(value);

/**
 * A service's price calculator: the visitor picks the work, types the quantity and says what their
 * dwelling is; the estimate shows at once, rounded, excluding VAT and with the rate that applies
 * (lib/prices/estimate.ts), and « Demander un devis pour ce projet » carries it into the quote
 * request's message (lib/contact/estimate-transfer.ts). Hydrated on the visitor's first gesture only
 * (`client:intent="only"`): what was typed before is read back from the page. Without JavaScript it
 * is hidden; the block's table gives the ranges of usual quantities instead.
 */
export function PriceCalculator({ service, quoteHref, lines, units, rates, reasons, text }: PriceCalculatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [lineIndex, setLineIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<HomeAnswer>('unknown');

  // At hydration, in its own commit: what the visitor chose and typed before the code arrived.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const chosen = root.querySelector<HTMLSelectElement>('select[name="travaux"]')?.value;
    if (chosen && lines[Number(chosen)]) setLineIndex(Number(chosen));
    setTyped(root.querySelector<HTMLInputElement>('input[name="quantite"]')?.value ?? '');
    const checked = root.querySelector<HTMLInputElement>('input[name="logement"]:checked')?.value ?? '';
    if (isAnswer(checked)) setAnswer(checked);
  }, [lines]);

  const line = lines[lineIndex] ?? lines[0]!;
  const unit = line.unit === 'forfait' ? undefined : units[line.unit];
  const reading: QuantityReading = unit
    ? readQuantity(typed, { whole: line.unit === 'piece', max: unit.max })
    : { kind: 'quantity', value: 1 };
  const asked = line.vat === 'renovation' && rates !== null && reasons !== null;
  const shown = asked ? shownRates(line, answer, rates) : shownRates(line, 'unknown', rates);
  const result = reading.kind === 'quantity' ? estimate(line, reading.value, shown) : null;
  const { calculator } = text;
  const refusal =
    reading.kind !== 'refused'
      ? null
      : reading.reason === 'tooLarge'
        ? calculator.tooLarge.replace('{max}', unit ? quantityLabel(unit.max, unit.symbol) : '')
        : calculator[reading.reason];
  const reason = !reasons ? null : line.vat === 'neuf' ? reasons.newBuild : reasons[asked ? answer : 'unknown'];

  function handleQuote() {
    if (!result || reading.kind !== 'quantity') return;
    keepEstimate(estimateMessage({ service, line, quantity: reading.value, result }, { text, units }));
  }

  const change = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set(event.currentTarget.value);

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby="calculateur-titre"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-100 noscript:hidden md:p-8"
    >
      <h3 id="calculateur-titre" className="font-sans text-xl font-semibold">
        {calculator.heading}
      </h3>
      {lines.length > 1 && (
        <label className="mt-5 block text-sm text-ink-900">
          <span className="font-semibold">{calculator.line}</span>
          <select
            name="travaux"
            value={lineIndex}
            onChange={change((value) => setLineIndex(Number(value)))}
            className={clsx(controlClass, 'bg-white')}
          >
            {lines.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {unit && (
        <label className="mt-5 block text-sm text-ink-900">
          <span className="font-semibold">{unit.quantity}</span>
          <input
            name="quantite"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={change(setTyped)}
            aria-invalid={refusal ? true : undefined}
            aria-describedby="calculateur-resultat"
            className={clsx(controlClass, refusal ? 'bg-red-50' : 'bg-white')}
          />
        </label>
      )}
      {asked && (
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-ink-900">{calculator.home}</legend>
          <div className="mt-2 grid gap-2">
            {answers.map((value) => (
              <label key={value} className="flex items-start gap-3 text-sm text-ink-800">
                <input
                  type="radio"
                  name="logement"
                  value={value}
                  checked={answer === value}
                  onChange={change((chosen) => isAnswer(chosen) && setAnswer(chosen))}
                  className="mt-0.5 size-4"
                />
                {calculator[value === 'reduced' ? 'homeReduced' : value === 'normal' ? 'homeNormal' : 'homeUnknown']}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div
        id="calculateur-resultat"
        role="status"
        className={clsx('mt-6 rounded-2xl p-5', refusal ? 'bg-red-50' : 'bg-paper-100')}
      >
        {result ? (
          <EstimateResult result={result} reason={reason} text={text} />
        ) : (
          <p className={clsx('text-sm', refusal ? 'font-semibold text-ink-950' : 'text-ink-800')}>
            {refusal ?? calculator.prompt}
          </p>
        )}
      </div>
      <a
        href={quoteHref}
        onClick={handleQuote}
        className={clsx(buttonStyles({ variant: 'primary', raised: true }), 'mt-6 w-full text-center sm:w-auto')}
      >
        {calculator.quote}
      </a>
      <p className="mt-3 text-sm text-ink-700">{calculator.quoteNote}</p>
    </div>
  );
}
