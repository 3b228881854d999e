import { Card, Col, Row, Typography } from 'antd';
import { useIdentity } from '../../components/route-guard';
import { AvatarUpload } from './avatar-upload';
import { EmailChange } from './email-change';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { t } from '../../lib/i18n';

/** /settings — 'Your Profile': name, phone, preferences (language, time zone), avatar and e-mail change. */
export default function SettingsPage() {
  const identity = useIdentity();
  if (!identity) return null;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Your Profile')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('Details')} style={{ marginBottom: 16 }}>
            <ProfileForm profile={identity.profile} />
          </Card>
          <Card title={t('Preferences')}>
            <PreferencesForm profile={identity.profile} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('Photo')} style={{ marginBottom: 16 }}>
            <AvatarUpload profile={identity.profile} />
          </Card>
          <Card title={t('E-mail')}>
            <EmailChange />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
