-- The mail catcher's store: every e-mail GoTrue or an edge function sends locally.
create schema if not exists local_supabase;
create table if not exists local_supabase.mail (
  id bigserial primary key,
  sent_at timestamptz not null default now(),
  source text not null,            -- 'auth' or 'api' (the HTTP e-mail API used by edge functions)
  kind text,                        -- invite, recovery, email_change, confirmation, magiclink, …
  from_address text,
  to_addresses text[] not null,
  cc_addresses text[] not null default '{}',
  subject text not null,
  html text,
  text text,
  headers jsonb not null default '{}'
);
revoke all on schema local_supabase from public;
