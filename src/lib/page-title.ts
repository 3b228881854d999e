import { tk } from './i18n';

/** Product name shown in titles: VITE_PRODUCT_NAME, default Summit. */
export function productName(env: { VITE_PRODUCT_NAME?: string } = import.meta.env): string {
  return env.VITE_PRODUCT_NAME?.trim() || 'Summit';
}

/** The brand: '{product} Energy' (a name, the same in every language). */
export function brandName(product: string = productName()): string {
  return `${product} Energy`;
}

/** 'Title | {product} Energy' (spec §1). */
export function pageTitle(title: string, product: string = productName()): string {
  return `${title} | ${brandName(product)}`;
}

/**
 * Titles of the shell's own routes (catalogue keys: the screens show them through t()); resource routes
 * declare theirs in their `meta.titles`.
 */
export const SHELL_TITLES: Record<string, string> = {
  '/': tk('Partner Portal'),
  '/dashboard': tk('Dashboard'),
  '/settings': tk('Your Profile'),
  '/update-password': tk('Update Password'),
  '/permissions': tk('Permissions'),
  '/permissions/assignments': tk('Permission Assignments'),
  '/welcome': tk('Please Login'),
  '/welcome/login': tk('Please Login'),
  '/welcome/register': tk('Register'),
};

export const NOT_FOUND_TITLE = tk('Page Not Found');

/** Title of a shell route, or undefined when the path is not one. */
export function staticTitle(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SHELL_TITLES[path];
}
