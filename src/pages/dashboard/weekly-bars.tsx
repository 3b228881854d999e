import { formatCalendarDate } from '../../lib/calendar-date';
import { t } from '../../lib/i18n';

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 18;
const TOP = 16;

/**
 * Pricing requests per week as a bar chart, drawn as SVG (no chart library: this chunk stays a few
 * KB). `weeks[i]` is the Monday of the week `counts[i]` counts. Scales to its card's width.
 */
export default function WeeklyBars({ weeks, counts }: { weeks: string[]; counts: number[] }) {
  const max = Math.max(1, ...counts);
  const slot = WIDTH / counts.length;
  const bar = slot * 0.6;
  const plot = HEIGHT - AXIS - TOP;
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('Pricing requests per week, last {n} weeks: {total} in all', { n: counts.length, total })}
        data-testid="pricing-per-week"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#d9d9d9" />
        {counts.map((n, i) => {
          const h = (n / max) * plot;
          const x = i * slot + (slot - bar) / 2;
          const y = HEIGHT - AXIS - h;
          return (
            <g key={weeks[i] ?? i}>
              <title>{t('Week of {date}: {n}', { date: formatCalendarDate(weeks[i]), n })}</title>
              <rect x={x} y={y} width={bar} height={Math.max(h, n ? 1 : 0)} rx={2} fill="#1677ff" />
              {n > 0 && (
                <text x={x + bar / 2} y={y - 4} textAnchor="middle" fontSize={11} fill="#595959">
                  {n}
                </text>
              )}
              {i % 2 === counts.length % 2 && (
                <text x={x + bar / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={10} fill="#8c8c8c">
                  {weeks[i]?.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ fontSize: 12, color: '#8c8c8c' }}>{t('Weeks start on Monday; the last bar is this week so far.')}</figcaption>
    </figure>
  );
}
