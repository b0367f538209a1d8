import { formatRange, type Estimate } from '../../../lib/prices/estimate';
import { vatLabel, type CalculatorData } from '../../../lib/prices/calculator';

interface EstimateResultProps {
  result: Estimate;
  /** Which rate applies and why, from the VAT statement; none past its review day. */
  reason: string | null;
  text: CalculatorData['text'];
}

/** The estimate, rounded: excluding VAT, then with each rate shown, and why that rate. */
export function EstimateResult({ result, reason, text }: EstimateResultProps) {
  const rows = [
    { label: text.excludingVat, range: result.excludingVat },
    ...result.withVat.map(({ rate, range }) => ({ label: vatLabel(text, rate), range })),
  ];
  return (
    <>
      <p className="text-sm font-semibold text-ink-900">{text.calculator.result}</p>
      <dl className="mt-3 grid gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-center justify-between gap-x-5">
            <dt className="text-sm text-ink-800">{row.label}</dt>
            <dd className="font-display text-xl font-semibold text-ink-950 tabular-nums">
              {formatRange(row.range, text.between)}
            </dd>
          </div>
        ))}
      </dl>
      {reason && <p className="mt-4 text-sm leading-relaxed text-ink-800">{reason}</p>}
    </>
  );
}
