import { Col, Row, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useIdentity } from '../../components/route-guard';
import { canPermission, ROLES } from '../../lib/ability';
import {
  ContractsEnding,
  MyTasks,
  OpenPricingRequests,
  PendingRegistrations,
  PricingPerWeek,
  SubmissionsByStatus,
  WaitingForApproval,
} from './dashboard-stats';
import { LatestNews } from './latest-news';
import { WeatherCard } from './weather-card';
import { t } from '../../lib/i18n';

/**
 * / ('Partner Portal') and /dashboard ('Dashboard'): what needs the user today — their tasks due and
 * overdue, submissions waiting for their approval (approvers), pending registrations (management),
 * contracts ending with Renew — then the numbers each role acts on, the weekly chart, news and weather.
 * Every tile comes from one call (rpc dashboard_tiles), through the caller's RLS.
 */
export default function DashboardPage() {
  const identity = useIdentity();
  const { pathname } = useLocation();
  const can = (permission: string) => (identity ? canPermission(identity.ability, permission) : false);
  const pricing = can('navigation.PRICING');
  const contracts = can('navigation.CONTRACTS');
  const approver = pricing && can('pricing.ADMIN');
  const management = identity?.role === ROLES.MANAGEMENT;
  const signedIn = identity !== undefined;

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {pathname.startsWith('/dashboard') ? t('Dashboard') : t('Partner Portal')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {identity?.name ? t('Welcome back, {name}.', { name: identity.name }) : t('Welcome back.')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {signedIn && (
          <Col xs={24} md={12} xl={8}>
            <MyTasks />
          </Col>
        )}
        {approver && (
          <Col xs={24} md={12} xl={8}>
            <WaitingForApproval />
          </Col>
        )}
        {management && (
          <Col xs={24} md={12} xl={8}>
            <PendingRegistrations />
          </Col>
        )}
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
            <ContractsEnding canRenew={can('pricing.CREATE')} />
          </Col>
        )}
        {pricing && (
          <Col xs={24} xl={16}>
            <PricingPerWeek />
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
