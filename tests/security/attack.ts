/**
 * The attack engine: an attack is data (a target, the paths that could write it, who is allowed);
 * `attack()` turns it into one test per path × actor. After every attempt it checks the invariants:
 *   - an actor the rule does not allow changed nothing (the service role reads the same state);
 *   - an allowed actor did change it (so the path is real and the test can fail);
 *   - no one but management caused a profile with role 4 (among the profiles this file made);
 *   - the other tenant's users still do not see the target (re-read as them).
 * `expectManagementIntact()` (run after each file) signs management in afresh and checks it sees everything.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTORS, as, type Actor, type User } from './actors.ts';
import { managementIntact, role4Made } from './invariants.ts';

export type Call<T> = (client: SupabaseClient, target: T, actor: Actor) => PromiseLike<unknown>;

export interface Attack<T> {
  name: string;
  /** Actors whose attempt the rules allow (it must then change the state); everyone else must change nothing. */
  allowed: readonly Actor[];
  /** Actors not run: a self-targeting attack skips management, whose (allowed) success would undo the demo data. */
  skip?: readonly Actor[];
  /** The target, made by the service role; made again after an attempt changed it. */
  setup(actor: Actor): Promise<T>;
  /** The target depends on the actor (e.g. their own profile). */
  perActor?: boolean;
  /** The service role's reading of everything the attack could change. */
  state(target: T): Promise<unknown>;
  /** Each path (REST insert / update / upsert / delete, an RPC, an edge function) and its call. */
  paths: Record<string, Call<T>>;
  /** Users who must not see the target after a refused attempt (the other tenant; or, per actor, the actor's other tenant), and how to look. */
  unseen?: {
    by: readonly User[] | ((actor: Actor) => readonly User[]);
    look: (client: SupabaseClient, target: T) => PromiseLike<{ data: unknown[] | null }>;
  };
}

/** A table of attacks: one test per attack × path × actor; management is checked intact afterwards. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each attack has its own target type
export function attacks(title: string, specs: readonly Attack<any>[]): void {
  describe(title, () => {
    for (const spec of specs) attack(spec);
    afterAll(async () => {
      await managementIntact();
    });
  });
}

/** One test per path × actor, with the invariants checked after each attempt. */
function attack<T>(spec: Attack<T>): void {
  describe(spec.name, () => {
    for (const [path, call] of Object.entries(spec.paths)) {
      describe(path, () => {
        const targets = new Map<string, Promise<T>>();
        const targetFor = (actor: Actor) => {
          const key = spec.perActor ? actor : '*';
          let t = targets.get(key);
          if (!t) targets.set(key, (t = spec.setup(actor)));
          return { key, target: t };
        };
        const actors = ACTORS.filter((a) => !spec.skip?.includes(a));
        it.each(actors)('%s', async (actor) => {
          const { key, target: pending } = targetFor(actor);
          const target = await pending;
          const before = await spec.state(target);
          const client = await as(actor);
          await call(client, target, actor);
          const after = await spec.state(target);
          const allowed = spec.allowed.includes(actor);
          if (!(after === before || JSON.stringify(after) === JSON.stringify(before))) targets.delete(key);
          await role4Made(actor);
          if (allowed) {
            expect(after, `${actor} is allowed: the attempt should have changed the state`).not.toEqual(before);
            return;
          }
          expect(after, `${actor} must not be able to do this`).toEqual(before);
          const by = spec.unseen?.by;
          for (const watcher of typeof by === 'function' ? by(actor) : (by ?? [])) {
            if (watcher === actor) continue;
            const { data } = await spec.unseen!.look(await as(watcher), target);
            expect(data ?? [], `${watcher} must not see the target after ${actor}'s attempt`).toEqual([]);
          }
        });
      });
    }
  });
}
