import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Catch-all — 'Page Not Found'. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back home
        </Button>
      }
    />
  );
}
