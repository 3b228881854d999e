/** Product name shown in titles: VITE_PRODUCT_NAME, default Summit. */
export function productName(env: { VITE_PRODUCT_NAME?: string } = import.meta.env): string {
  return env.VITE_PRODUCT_NAME?.trim() || 'Summit';
}

/** 'Title | {product} Energy' (spec §1). */
export function pageTitle(title: string, product: string = productName()): string {
  return `${title} | ${product} Energy`;
}

/** Titles of the shell's own routes; resource routes declare theirs in their `meta.titles`. */
export const SHELL_TITLES: Record<string, string> = {
  '/': 'Partner Portal',
  '/dashboard': 'Dashboard',
  '/settings': 'Your Profile',
  '/update-password': 'Update Password',
  '/permissions': 'Permissions',
  '/permissions/assignments': 'Permission Assignments',
  '/welcome': 'Please Login',
  '/welcome/login': 'Please Login',
  '/welcome/register': 'Register',
};

export const NOT_FOUND_TITLE = 'Page Not Found';

/** Title of a shell route, or undefined when the path is not one. */
export function staticTitle(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SHELL_TITLES[path];
}
