import type { AuthHandlerContext } from './index.ts';

export async function generateLink(_h: AuthHandlerContext): Promise<Record<string, unknown>> {
  return {};
}
