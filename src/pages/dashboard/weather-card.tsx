import { CloudOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { Card, Descriptions, Empty, Statistic } from 'antd';
import { relativeTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

interface Current {
  temp?: number;
  feels_like?: number;
  humidity?: number;
  wind_kph?: number;
  condition?: string;
}

interface Day {
  day: number;
  high: number;
  low: number;
  condition: string;
}

interface Weather {
  location?: string;
  units?: string;
  updated_at?: string;
  current?: Current;
  daily?: Day[];
}

/** Read at render: the names follow the language. */
const dayName = (day: number) => (day === 0 ? t('Today') : day === 1 ? t('Tomorrow') : t('In {n} days', { n: day }));

/** Weather from api_content 'weather' (refreshed server-side; the browser never sees the provider's key). */
export function WeatherCard() {
  const { result, query } = useOne<{ id: string; content: Weather | null }>({ resource: 'api_content', id: 'weather' });
  const w = result?.content ?? undefined;
  const unit = w?.units === 'imperial' ? '°F' : '°C';
  const current = w?.current;

  return (
    <Card
      title={
        <>
          <CloudOutlined /> {t('Weather')}
        </>
      }
      size="small"
      loading={query.isLoading}
    >
      {!current ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No weather available')} />
      ) : (
        <>
          <Statistic title={w?.location} value={current.temp ?? '—'} suffix={unit} />
          <p style={{ margin: '4px 0 12px' }}>
            {current.condition}
            {current.feels_like !== undefined && ` · ${t('feels like {temperature}', { temperature: `${current.feels_like}${unit}` })}`}
            {current.humidity !== undefined && ` · ${t('humidity {n}%', { n: current.humidity })}`}
          </p>
          {w?.daily && w.daily.length > 0 && (
            <Descriptions
              size="small"
              column={1}
              items={w.daily.slice(0, 5).map((d) => ({
                key: String(d.day),
                label: dayName(d.day),
                children: `${d.condition}, ${d.low}–${d.high}${unit}`,
              }))}
            />
          )}
          {w?.updated_at && <small>{t('Updated {when}', { when: relativeTime(w.updated_at) })}</small>}
        </>
      )}
    </Card>
  );
}
