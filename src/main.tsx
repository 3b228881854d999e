import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initMonitoring } from '../providers/monitoring';
import App from './App';

// Sentry only when VITE_SENTRY_DSN is set; it loads in its own chunk and never delays the first paint.
void initMonitoring();

const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
