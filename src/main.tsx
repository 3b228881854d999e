// antd 5 renders its wave effect and static notices with React 18's render(); the patch (antd's
// documented way for React 19) gives it React 19's createRoot, without the console warning.
import '@ant-design/v5-patch-for-react-19';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initMonitoring } from '../providers/monitoring';
import App from './App';
import { applyLocale, storedLocale } from './lib/locale-runtime';

// Sentry only when VITE_SENTRY_DSN is set; it loads in its own chunk and never delays the first paint.
void initMonitoring();
// The language this browser last used (French loads its date texts on demand); a signed-in user's
// profile preference replaces it once known (providers/session.ts).
if (storedLocale() !== 'en') void applyLocale(storedLocale());

const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
