import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { useMemo } from 'react';

/**
 * Refine notifications as antd notices (placement and the 6000 ms duration come from antd's <App>
 * config in the colour-mode provider). Written here instead of importing @refinedev/antd's, so the
 * login page does not load that package.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        const kind = type === 'progress' ? 'info' : type;
        // A notice with a description shows it as the title and the message as the text, as refine's does.
        notification[kind]({ key, message: description ?? message, description: description ? message : undefined });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
