-- local-supabase's Supabase Vault: the SQL surface of supabase_vault 0.3 (supabase/vault:
-- sql/supabase_vault--0.3.0.sql), one of hosted's default extensions (bootstrap.sql creates it). Hosted
-- encrypts with libsodium's deterministic AEAD under a root key kept outside the database. Here the
-- three _crypto_* functions only mask the secret (XOR with a random root key in
-- local_supabase.vault_root_key, which only the superuser reads, and the row's nonce): not encryption,
-- just the same columns, functions and privileges, with no secret in plain sight. (pgcrypto's ciphers
-- were tried first: in PGlite they fail now and then under load, "Cipher cannot be initialized".)
-- `additional` (the row id hosted binds to each ciphertext) is not checked.
\echo Use "CREATE EXTENSION supabase_vault" to load this file. \quit

create table local_supabase.vault_root_key (
  id int primary key default 0 check (id = 0),
  key bytea not null
);
insert into local_supabase.vault_root_key (key)
select decode(string_agg(lpad(to_hex(floor(random() * 256)::int), 2, '0'), ''), 'hex') from generate_series(1, 32);

-- XOR of the message with the root key and the nonce, byte by byte: its own inverse.
create function local_supabase.vault_mask(message bytea, nonce bytea) returns bytea
language plpgsql stable security definer set search_path = '' as $$
declare
  k bytea := (select r.key from local_supabase.vault_root_key r);
  n bytea := coalesce(nullif(nonce, ''::bytea), '\x00'::bytea);
  out bytea := message;
begin
  if message is null then
    return null;
  end if;
  for i in 0 .. length(message) - 1 loop
    out := set_byte(out, i, get_byte(message, i) # get_byte(k, i % length(k)) # get_byte(n, i % length(n)));
  end loop;
  return out;
end
$$;
revoke all on function local_supabase.vault_mask(bytea, bytea) from public;

create function vault._crypto_aead_det_encrypt(message bytea, additional bytea, key_id bigint, context bytea = 'pgsodium', nonce bytea = null)
returns bytea
language sql stable security definer set search_path = '' as $$
  select local_supabase.vault_mask(message, nonce)
$$;

create function vault._crypto_aead_det_decrypt(message bytea, additional bytea, key_id bigint, context bytea = 'pgsodium', nonce bytea = null)
returns bytea
language sql stable security definer set search_path = '' as $$
  select local_supabase.vault_mask(message, nonce)
$$;

create function vault._crypto_aead_det_noncegen() returns bytea
language sql volatile set search_path = '' as $$
  select decode(string_agg(lpad(to_hex(floor(random() * 256)::int), 2, '0'), ''), 'hex') from generate_series(1, 16)
$$;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default vault._crypto_aead_det_noncegen(),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id,
       s.name,
       s.description,
       s.secret,
       convert_from(
         vault._crypto_aead_det_decrypt(
           message := decode(s.secret, 'base64'::text),
           additional := convert_to(s.id::text, 'utf8'),
           key_id := 0,
           context := 'pgsodium'::bytea,
           nonce := s.nonce),
         'utf8'::name) as decrypted_secret,
       s.key_id,
       s.nonce,
       s.created_at,
       s.updated_at
  from vault.secrets s;

create function vault.create_secret(new_secret text, new_name text = null, new_description text = '', new_key_id uuid = null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  rec record;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning * into rec;
  update vault.secrets s
     set secret = encode(vault._crypto_aead_det_encrypt(
           message := convert_to(rec.secret, 'utf8'),
           additional := convert_to(s.id::text, 'utf8'),
           key_id := 0,
           context := 'pgsodium'::bytea,
           nonce := rec.nonce), 'base64')
   where id = rec.id;
  return rec.id;
end
$$;

create function vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null, new_description text = null, new_key_id uuid = null)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  update vault.secrets s
     set secret = case when new_secret is null then s.secret
                       else encode(vault._crypto_aead_det_encrypt(
                              message := convert_to(new_secret, 'utf8'),
                              additional := convert_to(s.id::text, 'utf8'),
                              key_id := 0,
                              context := 'pgsodium'::bytea,
                              nonce := s.nonce), 'base64') end,
         name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description),
         updated_at = now()
   where s.id = secret_id;
end
$$;

revoke all on function vault._crypto_aead_det_encrypt, vault._crypto_aead_det_decrypt, vault._crypto_aead_det_noncegen,
  vault.create_secret, vault.update_secret from public;

select pg_catalog.pg_extension_config_dump('vault.secrets', '');
