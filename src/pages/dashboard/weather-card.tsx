import { CloudOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { Card, Descriptions, Empty, Statistic } from 'antd';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface ApiContent {
  id: string;
  content: Json;
}

const pick = (o: Record<string, Json>, ...keys: string[]) => keys.map((k) => o[k]).find((v) => v !== undefined && v !== null);

/** Weather from api_content 'weather' (filled server-side; the browser never sees the provider's key). */
export function WeatherCard() {
  const { result, query } = useOne<ApiContent>({ resource: 'api_content', id: 'weather' });
  const content = result?.content;
  const data = content && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, Json>) : undefined;
  const temperature = data ? pick(data, 'temperature', 'temp', 'temp_c') : undefined;
  const place = data ? pick(data, 'location', 'city', 'name') : undefined;
  const summary = data ? pick(data, 'summary', 'description', 'conditions', 'condition') : undefined;
  const rest = data
    ? Object.entries(data).filter(
        ([k, v]) =>
          typeof v !== 'object' &&
          !['temperature', 'temp', 'temp_c', 'location', 'city', 'name', 'summary', 'description', 'conditions', 'condition'].includes(k),
      )
    : [];

  return (
    <Card
      title={
        <>
          <CloudOutlined /> Weather
        </>
      }
      size="small"
      loading={query.isLoading}
    >
      {!data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No weather available" />
      ) : (
        <>
          {temperature !== undefined && (
            <Statistic
              title={String(place ?? '')}
              value={String(temperature)}
              suffix={typeof temperature === 'number' ? '°C' : undefined}
            />
          )}
          {summary !== undefined && <p>{String(summary)}</p>}
          {rest.length > 0 && (
            <Descriptions
              size="small"
              column={1}
              items={rest.slice(0, 6).map(([k, v]) => ({ key: k, label: k.replace(/_/g, ' '), children: String(v) }))}
            />
          )}
        </>
      )}
    </Card>
  );
}
