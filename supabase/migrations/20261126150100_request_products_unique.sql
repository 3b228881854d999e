-- Issue 16, defect 5: the same product could be added twice to a pricing request (and was then listed
-- twice in the welcome e-mail), and a gas product could be added to an electricity request. A product
-- is on a request at most once, of the request's commodity, with its own retailer — for every writer.

-- Existing doubles: keep the first of each.
delete from public.pricing_requests_products d
 using public.pricing_requests_products k
 where d.pricing_request_id = k.pricing_request_id
   and d.product_id = k.product_id
   and (d.created_at, d.id) > (k.created_at, k.id);

alter table public.pricing_requests_products
  add constraint pricing_requests_products_request_product_key unique (pricing_request_id, product_id);
comment on constraint pricing_requests_products_request_product_key on public.pricing_requests_products is
  'A product is on a pricing request at most once.';
-- The unique index leads with pricing_request_id and serves the foreign key's lookups.
drop index if exists public.pricing_requests_products_pricing_request_id_idx;

-- Security invoker: it reads the request and its products as the caller, so a caller who may not see
-- the request learns nothing here (RLS refuses the row right after, 42501).
create or replace function app.check_request_product() returns trigger
language plpgsql security invoker set search_path = '' as $$
declare
  product_commodity text;
  product_retailer uuid;
  request_commodity text;
begin
  select p.commodity, p.retailer_id into product_commodity, product_retailer from public.products p where p.id = new.product_id;
  select r.commodity into request_commodity from public.pricing_requests r where r.id = new.pricing_request_id;
  if product_commodity is null or request_commodity is null then
    return new; -- a missing or invisible request: the foreign key or RLS refuses the row
  end if;
  if product_commodity <> request_commodity then
    raise exception using errcode = '23514',
      message = format('This product is for %s and the pricing request is for %s: choose a %s product.', product_commodity, request_commodity, request_commodity);
  end if;
  -- The retailer is the product's: a client cannot file a product under another retailer.
  new.retailer_id := product_retailer;
  if exists (
    select 1 from public.pricing_requests_products x
    where x.pricing_request_id = new.pricing_request_id and x.product_id = new.product_id
      and x.id is distinct from new.id
  ) then
    raise exception using errcode = '23505', message = 'This product is already on the pricing request.',
      constraint = 'pricing_requests_products_request_product_key';
  end if;
  return new;
end
$$;
comment on function app.check_request_product() is 'A pricing request''s product is of the request''s commodity, filed under its own retailer, and on the request once (clear messages; the unique constraint is the final guard).';
revoke execute on function app.check_request_product() from public, anon, authenticated;

create trigger pricing_requests_products_check before insert or update of product_id, pricing_request_id, retailer_id
  on public.pricing_requests_products
  for each row execute function app.check_request_product();
