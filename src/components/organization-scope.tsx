import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIdentity } from './route-guard';

/**
 * Which organization the lists show (issue 16, defect 13): one the user belongs to, or all of them
 * (`null`, the default). Chosen in the header's switcher; remembered per user in this browser.
 * It narrows what the lists ask for; what a user may see at all is RLS's decision, not this one's.
 */
interface Scope {
  organizationId: string | null;
  setOrganizationId: (id: string | null) => void;
}

const ScopeContext = createContext<Scope>({ organizationId: null, setOrganizationId: () => undefined });

const storageKey = (userId: string) => `portal.organization-scope.${userId}`;

function stored(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

export function OrganizationScopeProvider({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  const userId = identity?.id;
  const [chosen, setChosen] = useState<{ userId?: string; id: string | null }>(() => ({ userId, id: stored(userId) }));
  // Another user signing in on this browser starts from their own choice.
  const organizationId = chosen.userId === userId ? chosen.id : stored(userId);
  const setOrganizationId = useCallback(
    (id: string | null) => {
      setChosen({ userId, id });
      if (!userId) return;
      try {
        if (id) window.localStorage.setItem(storageKey(userId), id);
        else window.localStorage.removeItem(storageKey(userId));
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
    },
    [userId],
  );
  const value = useMemo(() => ({ organizationId, setOrganizationId }), [organizationId, setOrganizationId]);
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export function useOrganizationScope(): Scope {
  return useContext(ScopeContext);
}

/**
 * The `meta` a list passes to narrow its rows to the chosen organization (providers/list-provider.ts
 * adds `organization_id = …`); empty for "All organizations". In meta rather than a table filter, so
 * it is part of the query's key but never of the URL or of the table's own filter state.
 */
export function useOrganizationScopeMeta(): { organizationScope?: string } {
  const { organizationId } = useOrganizationScope();
  return useMemo(() => (organizationId ? { organizationScope: organizationId } : {}), [organizationId]);
}
