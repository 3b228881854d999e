import { ThunderboltFilled } from '@ant-design/icons';
import { Card, Layout, theme, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/route-guard';
import { productName } from '../lib/page-title';

/** Public pages (login, registration, 404): a centred card. */
export function LoginLayout() {
  const { token } = theme.useToken();
  return (
    <Layout className="login-layout" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <div className="login-layout-inner">
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 24 }}>
          <ThunderboltFilled style={{ color: token.colorPrimary, marginRight: 8 }} />
          {productName()} Energy
        </Typography.Title>
        <Card>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Card>
      </div>
    </Layout>
  );
}
