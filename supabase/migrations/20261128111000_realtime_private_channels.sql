-- Realtime Authorization (issue 25 §9). Hosted Realtime lets a private channel (`config: { private:
-- true }`) be joined only by a role that may SELECT its topic in realtime.messages, and sent to (a
-- broadcast, a presence track) only by one that may INSERT it; the policies on realtime.messages are
-- the project's to write (docs/security.md, "Realtime channels").
--
-- Decision: the portal uses no private channel. Its live screens subscribe to postgres_changes on
-- public channels (`table:<name>`, `version-history`), and each change reaches a subscriber only if
-- the table's own RLS lets them read the row; it sends no broadcast and tracks no presence. So
-- realtime.messages gets no policy at all: nobody but the service role (which bypasses RLS) may join,
-- hear or send to a private topic, and a future private channel needs a policy written for it here
-- first. This migration checks the one thing that must hold for that — row-level security is on, as
-- Realtime creates the table — and changes nothing (hosted's postgres may create policies there, but
-- the table is Realtime's: supabase_realtime_admin owns it).
do $$
begin
  if to_regclass('realtime.messages') is not null
     and not (select c.relrowsecurity from pg_catalog.pg_class c where c.oid = to_regclass('realtime.messages')) then
    raise exception 'realtime.messages has row-level security off: every private Realtime channel would be open'
      using hint = 'Realtime creates it with RLS on; turn it on again (docs/security.md, "Realtime channels").';
  end if;
end
$$;
