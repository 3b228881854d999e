import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authProvider } from '../../providers/auth-provider';
import { supabaseClient } from '../../providers/supabase-client';
import { EMAIL_RULES } from '../components/contact-fields';
import { usePageTitle } from '../components/use-page-title';
import { safeRedirect } from '../lib/url-hash';
import { t } from '../lib/i18n';
import { useNotice } from '../components/feedback';

// The dialog (antd Modal) loads on demand: the login page is every visitor's first download. So does
// the notice for a visitor who is signed in already (a few).
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));
const Alert = lazy(() => import('antd/es/alert'));

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /welcome and /welcome/login — 'Please Login'. Calls the auth provider itself (not Refine's useLogin):
 * public pages are rendered without Refine to keep the first download small.
 */
export default function LoginPage() {
  usePageTitle('Please Login');
  const { search } = useLocation();
  const navigate = useNavigate();
  const notification = useNotice();
  const [pending, setPending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  // Someone already signed in: a link with `next` takes them there; otherwise (e.g. sent here by a page
  // they may not open, spec §2) they see who they are signed in as, with the way back or out.
  useEffect(() => {
    let live = true;
    void supabaseClient.auth.getSession().then(async ({ data }) => {
      const email = data.session?.user.email;
      if (!email) return;
      const checked = await authProvider.check({});
      if (!live || !checked.authenticated) return;
      if (new URLSearchParams(search).get('next')) navigate(safeRedirect(search), { replace: true });
      else setSignedInAs(email);
    });
    return () => {
      live = false;
    };
  }, [search, navigate]);

  const signOut = async () => {
    await authProvider.logout({});
    setSignedInAs(null);
  };

  const onFinish = async (values: LoginValues) => {
    setPending(true);
    try {
      const res = await authProvider.login({ email: values.email.trim(), password: values.password, redirectTo: safeRedirect(search) });
      if (res.success) {
        notification.destroy('login-error');
        navigate(res.redirectTo ?? '/', { replace: true });
        return;
      }
      // The auth provider names the failure 'Login Error' or 'Account disabled' (its description is the spec's text).
      const title = res.error?.name === 'Account disabled' ? t('Account disabled') : t('Login Error');
      notification.error({ key: 'login-error', message: title, description: res.error?.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="auth-title">Please Login</h1>
      {signedInAs && (
        <Suspense>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="signed-in-as"
            message={t('You are signed in as {email}', { email: signedInAs })}
            description={
              <Space wrap style={{ marginTop: 8 }}>
                <Button type="primary" onClick={() => navigate('/', { replace: true })}>
                  {t('Go to the dashboard')}
                </Button>
                <Button onClick={() => void signOut()}>{t('Sign in as someone else')}</Button>
              </Space>
            }
          />
        </Suspense>
      )}
      <Form<LoginValues> name="login" layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)}>
        <Form.Item name="email" label={t('Email')} rules={EMAIL_RULES}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label={t('Password')} rules={[{ required: true, message: t('Please enter your password') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          {t('Sign in')}
        </Button>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, gap: 8, flexWrap: 'wrap' }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setForgotOpen(true)}>
          {t('Forgot password?')}
        </Button>
        <Link to="/welcome/register">{t('Request an account')}</Link>
      </div>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
