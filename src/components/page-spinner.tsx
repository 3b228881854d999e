import { Spin } from 'antd';

/** The spinner shown while a page or the session check loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
