import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../lib/i18n';

/** Catch-all — 'Page Not Found'. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('Page Not Found')}
      subTitle={t('The page you are looking for does not exist.')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('Back home')}
        </Button>
      }
    />
  );
}
