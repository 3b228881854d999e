import { CloudOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Card, Descriptions, Empty, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { useOrganizationScope } from '../../components/organization-scope';
import { useIdentity } from '../../components/route-guard';
import { formatDate, isoDateInDays, relativeTime } from '../../lib/dates';
import { localeTag, t } from '../../lib/i18n';

/** What refresh-weather stores (supabase/functions/refresh-weather/weatherapi.ts, WeatherContent). */
export interface Weather {
  location: string;
  timezone: string;
  fetched_at: string;
  current: { temp: number; feels_like: number; humidity: number; wind_kph: number; condition: string };
  daily: { date: string; high: number; low: number; condition: string }[];
}

/** Content older than this is shown with a note that it may be out of date (refreshes run every 30 minutes). */
export const STALE_AFTER_MS = 3 * 3_600_000;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The content if it is what refresh-weather writes; anything else (none, the old seed's shape) is no weather. */
export function weatherOf(content: unknown): Weather | undefined {
  const w = content as Partial<Weather> | null | undefined;
  if (!w || typeof w.fetched_at !== 'string' || Number.isNaN(Date.parse(w.fetched_at))) return undefined;
  if (!w.current || !isNum(w.current.temp) || typeof w.current.condition !== 'string') return undefined;
  return { ...w, daily: Array.isArray(w.daily) ? w.daily : [] } as Weather;
}

/** The time, re-read every `ms`, so "Updated … ago" and the stale note follow the clock. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** "Today", "Tomorrow", else "Wed Dec 3", for a forecast date in the place's own calendar. */
function dayLabel(date: string, now: number, tz: string): string {
  if (date === isoDateInDays(0, now, tz)) return t('Today');
  if (date === isoDateInDays(1, now, tz)) return t('Tomorrow');
  const weekday = new Intl.DateTimeFormat(localeTag(), { weekday: 'short', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`));
  return `${weekday} ${formatDate(date, 'MMM D')}`;
}

/**
 * The weather of the organization the user works in (the header's choice, else their working
 * organization), or of the portal's home city: api_content `weather:<organization>` / `weather`,
 * written every 30 minutes by the server (refresh-weather; the browser never sees the provider's
 * key). Says how old it is, warns when older than 3 hours, and shows nothing made up when there is
 * none. Live: a refresh shows without a reload.
 */
export function WeatherCard() {
  const identity = useIdentity();
  const { organizationId } = useOrganizationScope();
  const organization = organizationId ?? identity?.profile.last_organization ?? null;
  const ids = organization ? [`weather:${organization}`, 'weather'] : ['weather'];
  const { result, query } = useList<{ id: string; content: unknown }>({
    resource: 'api_content',
    filters: [{ field: 'id', operator: 'in', value: ids }],
    pagination: { mode: 'off' },
    liveMode: 'auto',
  });
  const now = useNow(30_000);
  const rows = result?.data ?? [];
  const w = ids.map((id) => weatherOf(rows.find((r) => r.id === id)?.content)).find((x) => x !== undefined);
  // Never in the future: `now` is re-read every 30 s (content fetched since is newer), and the server's
  // clock may be a little ahead of the browser's.
  const fetchedAt = w ? Math.min(Date.parse(w.fetched_at), now) : now;
  const age = now - fetchedAt;

  return (
    <Card
      title={
        <>
          <CloudOutlined /> {t('Weather')}
        </>
      }
      size="small"
      loading={query.isLoading}
      data-testid="weather-card"
    >
      {!w ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.isError
              ? t('The weather could not be loaded.')
              : t('No weather yet: it is fetched from the weather service every 30 minutes.')
          }
        />
      ) : (
        <>
          {age > STALE_AFTER_MS && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="weather-stale"
              message={t('Not refreshed for more than 3 hours: the weather may have changed since.')}
            />
          )}
          <Statistic title={w.location} value={w.current.temp} suffix="°C" />
          <p style={{ margin: '4px 0 12px' }}>
            {w.current.condition}
            {isNum(w.current.feels_like) && ` · ${t('feels like {temperature}', { temperature: `${w.current.feels_like}°C` })}`}
            {isNum(w.current.humidity) && ` · ${t('humidity {n}%', { n: w.current.humidity })}`}
          </p>
          {w.daily.length > 0 && (
            <Descriptions
              size="small"
              column={1}
              items={w.daily.slice(0, 5).map((d) => ({
                key: d.date,
                label: dayLabel(d.date, now, w.timezone),
                children: `${d.condition}, ${d.low}–${d.high}°C`,
              }))}
            />
          )}
          <small data-testid="weather-updated" title={w.fetched_at}>
            {t('Updated {time}', { time: relativeTime(fetchedAt, now) })}
          </small>
        </>
      )}
    </Card>
  );
}
