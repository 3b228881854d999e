import { ThunderboltFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { brandName } from '../lib/page-title';

/** Public pages (login, registration, 404): a centred card. */
export function LoginLayout() {
  const { token } = theme.useToken();
  return (
    <div className="login-layout" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <div className="login-layout-inner">
        <div className="login-brand" style={{ color: token.colorText }}>
          <ThunderboltFilled style={{ color: token.colorPrimary, marginRight: 8 }} />
          {brandName()}
        </div>
        {/* A plain box rather than antd's Card: Card pulls in Tabs, and this page must stay light. */}
        <div
          className="login-card"
          style={{
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
