import { Card, Col, Row, Typography } from 'antd';
import { useIdentity } from '../../components/route-guard';
import { AvatarUpload } from './avatar-upload';
import { EmailChange } from './email-change';
import { ProfileForm } from './profile-form';

/** /settings — 'Your Profile': name, phone, avatar and e-mail change. */
export default function SettingsPage() {
  const identity = useIdentity();
  if (!identity) return null;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Your Profile
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Details">
            <ProfileForm profile={identity.profile} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Photo" style={{ marginBottom: 16 }}>
            <AvatarUpload profile={identity.profile} />
          </Card>
          <Card title="Email">
            <EmailChange />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
