// What the Ctrl-K search looks for, for whom, and where a hit leads (docs/frontend.md, "Search").
import { routeRefusal, type AppAbility } from './ability';
import { listLink } from './list-link';

/** The kinds of record `global_search` answers, in the palette's order; each is the Refine resource of its list. */
export const SEARCH_KINDS = ['accounts', 'pricing_requests', 'matrix_submissions', 'contracts', 'partners', 'affiliates', 'users'] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How many hits of each kind the palette shows (the RPC also says whether there are more). */
export const PER_KIND = 5;

/** The longest term the RPC takes (`global_search`: 22023 beyond). */
export const MAX_TERM = 200;

/** The parts of a Refine resource the search needs: its routes and access meta. */
export interface SearchableResource {
  name: string;
  list?: unknown;
  edit?: unknown;
  meta?: { admin?: boolean; requires?: string; label?: string; hide?: boolean };
}

/** pg_trgm narrows only a term with a word of three letters or digits; the RPC finds nothing for others. */
export const recordSearchable = (term: string) => term.trim().length <= MAX_TERM && /[\p{L}\p{N}]{3}/u.test(term);

/**
 * The kinds a user may search: those whose list they may open, by the rule of the menu and the route
 * guard (`meta.admin`, `meta.requires`). RLS decides the rows either way; this only spares asking for
 * lists the user cannot open (a sales rep's colleagues are not "users" to them).
 */
export function searchKindsFor(resources: readonly SearchableResource[], ability: AppAbility): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => {
    const r = resources.find((x) => x.name === kind);
    return !!r && typeof r.list === 'string' && !routeRefusal(ability, { admin: r.meta?.admin, permission: r.meta?.requires });
  });
}

/** Where a hit opens: the record's page, or — for users, who have none — the Users list showing just them. */
export function hitPath(resource: SearchableResource | undefined, id: string): string | undefined {
  if (!resource) return undefined;
  if (typeof resource.edit === 'string') return resource.edit.replace(':id', encodeURIComponent(id));
  if (typeof resource.list === 'string') return listLink(resource.list, [{ field: 'id', operator: 'eq', value: id }]);
  return undefined;
}

/** A screen the palette can open: a menu entry the user may see. */
export interface Screen {
  label: string;
  path: string;
}

/** Screens whose label contains every word of the term (any case); all of them for an empty term. */
export function matchScreens(screens: readonly Screen[], term: string): Screen[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return screens.filter((s) => words.every((w) => s.label.toLowerCase().includes(w)));
}
