import { Col, Row, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useIdentity } from '../../components/route-guard';
import { canPermission } from '../../lib/ability';
import { ContractsEnding, OpenPricingRequests, SubmissionsByStatus } from './dashboard-stats';
import { LatestNews } from './latest-news';
import { WeatherCard } from './weather-card';

/** / ('Partner Portal') and /dashboard ('Dashboard'): news, weather and the numbers each role acts on. */
export default function DashboardPage() {
  const identity = useIdentity();
  const { pathname } = useLocation();
  const can = (permission: string) => (identity ? canPermission(identity.ability, permission) : false);
  const pricing = can('navigation.PRICING');
  const contracts = can('navigation.CONTRACTS');

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {pathname.startsWith('/dashboard') ? 'Dashboard' : 'Partner Portal'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Welcome back{identity?.name ? `, ${identity.name}` : ''}.</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {pricing && (
          <Col xs={24} md={12} xl={8}>
            <OpenPricingRequests />
          </Col>
        )}
        {pricing && (
          <Col xs={24} md={12} xl={8}>
            <SubmissionsByStatus />
          </Col>
        )}
        {contracts && (
          <Col xs={24} md={12} xl={8}>
            <ContractsEnding />
          </Col>
        )}
        <Col xs={24} lg={16}>
          <LatestNews />
        </Col>
        <Col xs={24} lg={8}>
          <WeatherCard />
        </Col>
      </Row>
    </div>
  );
}
