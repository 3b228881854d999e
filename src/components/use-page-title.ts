import { useEffect } from 'react';
import { pageTitle } from '../lib/page-title';

/** Sets 'Title | {product} Energy' on pages rendered outside Refine (login, registration). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
