import { formatUSD } from 'shared-domain';
import { shortMonthText, type ReportTotals } from './reportFigures';

type MonthFigures = ReportTotals & { month: string };

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 64;
const RIGHT = 48;
const TOP = 16;
const BOTTOM = 28;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/** The smallest 1, 2 or 5 × 10^n at or above `value`: the revenue axis's top. */
function axisTop(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const dollars = (amount: number) => formatUSD(amount).replace(/\.00$/, '');

/**
 * Revenue (bars, dollars on the left) and utilisation (a line, percent on the right) by month,
 * drawn by hand in SVG: a charting library would cost this remote more bytes than the chart. It
 * is a picture of the table of months beside it, which is its text alternative, so screen
 * readers skip it.
 */
export function MonthlyChart({ months }: { months: readonly MonthFigures[] }) {
  const top = axisTop(Math.max(...months.map((month) => month.revenue)));
  const slot = PLOT_WIDTH / Math.max(months.length, 1);
  const barWidth = Math.min(40, slot * 0.6);
  const x = (index: number) => LEFT + slot * index + slot / 2;
  const y = (fraction: number) => TOP + PLOT_HEIGHT * (1 - fraction);
  // A label under every month while they fit, else under every second or third.
  const labelEvery = Math.ceil(months.length / 12);
  const line = months
    .map((month, index) =>
      month.utilisation === null ? null : `${x(index)},${y(month.utilisation)}`,
    )
    .filter((point): point is string => point !== null);

  return (
    <svg
      className="admin-report__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      {[0, 0.5, 1].map((fraction) => (
        <g key={fraction}>
          <line
            className="admin-report__grid"
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={y(fraction)}
            y2={y(fraction)}
          />
          <text
            className="admin-report__axis"
            x={LEFT - 8}
            y={y(fraction)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {dollars(top * fraction)}
          </text>
          <text
            className="admin-report__axis"
            x={WIDTH - RIGHT + 8}
            y={y(fraction)}
            dominantBaseline="middle"
          >
            {`${fraction * 100}%`}
          </text>
        </g>
      ))}
      {months.map((month, index) => (
        <g key={month.month}>
          <rect
            className="admin-report__bar"
            x={x(index) - barWidth / 2}
            y={y(month.revenue / top)}
            width={barWidth}
            height={PLOT_HEIGHT * (month.revenue / top)}
          />
          {index % labelEvery === 0 && (
            <text className="admin-report__axis" x={x(index)} y={HEIGHT - 8} textAnchor="middle">
              {shortMonthText(month.month)}
            </text>
          )}
        </g>
      ))}
      {line.length > 1 && <polyline className="admin-report__line" points={line.join(' ')} />}
      {months.map(
        (month, index) =>
          month.utilisation !== null && (
            <circle
              key={month.month}
              className="admin-report__point"
              cx={x(index)}
              cy={y(month.utilisation)}
              r={4}
            />
          ),
      )}
    </svg>
  );
}
