-- Demo data: a believable brokerage with two organizations. Applied once to a fresh database
-- (supabase db reset / local-supabase). Fixed ids are listed in docs/data-model.md.
-- Every demo login uses the password `demo-password`.

-- ---------------------------------------------------------------------------------------------
-- organizations, partners, affiliates
-- ---------------------------------------------------------------------------------------------
insert into public.organizations (id, name, phone, email, website, address, city, state, zip, country) values
  ('b0000000-0000-4000-8000-000000000001', 'Summit Energy Brokers', '604-555-0100', 'office@summit-energy.test',
   'https://summit-energy.test', '1055 West Georgia St, Suite 1400', 'Vancouver', 'BC', 'V6E 3P3', 'CA'),
  ('b0000000-0000-4000-8000-000000000002', 'Coastal Power Partners', '250-555-0180', 'hello@coastal-power.test',
   'https://coastal-power.test', '800 Douglas St', 'Victoria', 'BC', 'V8W 2B6', 'CA');

-- Auth users exactly as a hosted-Supabase seed writes them (bcrypt password, '' token columns).
with pw as (select extensions.crypt('demo-password', extensions.gen_salt('bf')) as hash),
demo (id, email, role, first_name, last_name) as (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'management@demo.test', 4, 'Morgan', 'Reyes'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'company-admin@demo.test', 1, 'Casey', 'Whitfield'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'executive@demo.test', 5, 'Evelyn', 'Park'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'regional@demo.test', 6, 'Rafael', 'Okafor'),
  ('a0000000-0000-4000-8000-000000000005'::uuid, 'partner-admin@demo.test', 3, 'Priya', 'Nair'),
  ('a0000000-0000-4000-8000-000000000006'::uuid, 'sales-rep@demo.test', 7, 'Sam', 'Delgado'),
  ('a0000000-0000-4000-8000-000000000007'::uuid, 'affiliate-admin@demo.test', 2, 'Alex', 'Lindqvist'),
  ('a0000000-0000-4000-8000-000000000008'::uuid, 'disabled@demo.test', 7, 'Dana', 'Frost'),
  ('a0000000-0000-4000-8000-000000000009'::uuid, 'sales-rep-2@demo.test', 7, 'Jordan', 'Tremblay'),
  ('a0000000-0000-4000-8000-000000000010'::uuid, 'partner-admin-2@demo.test', 3, 'Mei', 'Chen'),
  ('a0000000-0000-4000-8000-000000000011'::uuid, 'company-admin-2@demo.test', 1, 'Owen', 'MacLeod')
),
users as (
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
    recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change,
    phone_change_token, reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin,
    created_at, updated_at, last_sign_in_at
  )
  select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email, pw.hash, now(),
         '', '', '', '', '', '', '', '',
         '{"provider":"email","providers":["email"]}'::jsonb,
         jsonb_build_object('role', d.role, 'first_name', d.first_name, 'last_name', d.last_name, 'email_verified', true),
         false, now() - interval '90 days', now(), null
  from demo d cross join pw
  returning id, email
)
insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id, u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', null, now() - interval '90 days', now()
from users u;

insert into public.partners (id, name, organization_id, regional_manager, status, primary_email, first_name, last_name, phone, active) values
  ('c0000000-0000-4000-8000-000000000001', 'Brightline Solar & Power', 'b0000000-0000-4000-8000-000000000001', null, 11,
   'info@brightline.test', 'Priya', 'Nair', '604-555-0111', true),
  ('c0000000-0000-4000-8000-000000000002', 'Keystone Commercial Energy', 'b0000000-0000-4000-8000-000000000001', null, 11,
   'team@keystone-energy.test', 'Victor', 'Alvarez', '604-555-0122', true),
  ('c0000000-0000-4000-8000-000000000003', 'Harbor Utility Advisors', 'b0000000-0000-4000-8000-000000000002', null, 11,
   'contact@harbor-utility.test', 'Mei', 'Chen', '250-555-0133', true),
  ('c0000000-0000-4000-8000-000000000004', 'Pioneer Energy Group', 'b0000000-0000-4000-8000-000000000001', null, 8,
   'hello@pioneer-eg.test', 'Grace', 'Holloway', '778-555-0144', true),
  ('c0000000-0000-4000-8000-000000000005', 'Westshore Business Services', 'b0000000-0000-4000-8000-000000000002', null, 6,
   'office@westshore-bs.test', 'Liam', 'Boucher', '250-555-0155', true),
  ('c0000000-0000-4000-8000-000000000006', 'Fraser Valley Power Consultants', 'b0000000-0000-4000-8000-000000000001', null, 13,
   'admin@fvpc.test', 'Nora', 'Sandhu', '604-555-0166', false);

insert into public.affiliates (id, name, organization_id, primary_email, first_name, last_name, phone) values
  ('d0000000-0000-4000-8000-000000000001', 'GreenLeaf Referrals', 'b0000000-0000-4000-8000-000000000001',
   'refer@greenleaf.test', 'Alex', 'Lindqvist', '604-555-0177'),
  ('d0000000-0000-4000-8000-000000000002', 'Metro Business Alliance', 'b0000000-0000-4000-8000-000000000002',
   'members@metro-alliance.test', 'Hannah', 'Osei', '250-555-0188');

insert into public.profiles (id, role, active, partner_id, affiliate_id, last_organization, first_name, last_name, phone, alt_phone, job_description, first_login)
select u.id, (u.raw_user_meta_data ->> 'role')::int, u.email <> 'disabled@demo.test',
       case u.email
         when 'partner-admin@demo.test' then 'c0000000-0000-4000-8000-000000000001'::uuid
         when 'sales-rep@demo.test' then 'c0000000-0000-4000-8000-000000000001'::uuid
         when 'disabled@demo.test' then 'c0000000-0000-4000-8000-000000000001'::uuid
         when 'sales-rep-2@demo.test' then 'c0000000-0000-4000-8000-000000000003'::uuid
         when 'partner-admin-2@demo.test' then 'c0000000-0000-4000-8000-000000000003'::uuid
       end,
       case u.email when 'affiliate-admin@demo.test' then 'd0000000-0000-4000-8000-000000000001'::uuid end,
       case when u.email in ('executive@demo.test', 'sales-rep-2@demo.test', 'partner-admin-2@demo.test', 'company-admin-2@demo.test')
            then 'b0000000-0000-4000-8000-000000000002'::uuid else 'b0000000-0000-4000-8000-000000000001'::uuid end,
       u.raw_user_meta_data ->> 'first_name', u.raw_user_meta_data ->> 'last_name',
       '604-555-' || lpad((1000 + row_number() over (order by u.id))::text, 4, '0'), null,
       case (u.raw_user_meta_data ->> 'role')::int
         when 1 then 'Company Administrator' when 2 then 'Affiliate Program Lead' when 3 then 'Partner Principal'
         when 4 then 'VP Operations' when 5 then 'Chief Commercial Officer' when 6 then 'Regional Sales Manager'
         else 'Energy Advisor' end,
       false
from auth.users u
where u.email like '%@demo.test';

-- Memberships first: a regional manager must belong to the partner's organization.
insert into public.assigned_organizations (profile, organization)
select p.id, o.id
from public.profiles p
join public.organizations o on o.id = p.last_organization
   or (p.role = 4);

update public.partners set regional_manager = 'a0000000-0000-4000-8000-000000000004', owner = null
 where id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002');
update public.partners set owner = 'a0000000-0000-4000-8000-000000000005' where id = 'c0000000-0000-4000-8000-000000000001';
update public.partners set owner = 'a0000000-0000-4000-8000-000000000010' where id = 'c0000000-0000-4000-8000-000000000003';
update public.affiliates set owner = 'a0000000-0000-4000-8000-000000000007' where id = 'd0000000-0000-4000-8000-000000000001';

-- The executive also sees what the regional manager sees ("Viewing as Rafael Okafor").
insert into public.assigned_profiles (profile, shared_profile) values
  ('a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004');

-- ---------------------------------------------------------------------------------------------
-- retailers and products
-- ---------------------------------------------------------------------------------------------
insert into public.retailers (id, name, website, phone) values
  ('e0000000-0000-4000-8000-000000000001', 'Northern Lights Energy', 'https://northernlights.test', '1-800-555-0101'),
  ('e0000000-0000-4000-8000-000000000002', 'Cascade Gas & Electric', 'https://cascade-ge.test', '1-800-555-0102'),
  ('e0000000-0000-4000-8000-000000000003', 'Pacific Rim Power', 'https://pacificrim-power.test', '1-800-555-0103'),
  ('e0000000-0000-4000-8000-000000000004', 'Maple Leaf Natural Gas', 'https://mapleleaf-gas.test', '1-800-555-0104'),
  ('e0000000-0000-4000-8000-000000000005', 'Evergreen Renewables', 'https://evergreen-renew.test', '1-800-555-0105'),
  ('e0000000-0000-4000-8000-000000000006', 'Prairie Fixed Rate Co.', 'https://prairie-fixed.test', '1-800-555-0106');

insert into public.products (id, retailer_id, name, commodity, term_months)
select md5('product/' || r.id || '/' || c || '/' || t)::uuid, r.id,
       case c when 'electricity' then 'Fixed Electricity ' else 'Fixed Natural Gas ' end || t || ' mo', c, t
from public.retailers r
cross join unnest(array['electricity', 'gas']) as c
cross join unnest(array[12, 24, 36, 48, 60]) as t
where not (r.name = 'Maple Leaf Natural Gas' and c = 'electricity')
  and not (r.name in ('Evergreen Renewables', 'Pacific Rim Power') and c = 'gas')
  and not (r.name = 'Prairie Fixed Rate Co.' and t = 60);

-- ---------------------------------------------------------------------------------------------
-- accounts (60): who sees which is spelled out in docs/data-model.md
-- ---------------------------------------------------------------------------------------------
with names (n, account_name, business_type, city) as (values
  (1, 'Harbourview Dental Clinic', 'Healthcare', 'Vancouver'), (2, 'Granville Street Bakery', 'Food & Beverage', 'Vancouver'),
  (3, 'Kitsilano Yoga Collective', 'Fitness', 'Vancouver'), (4, 'Burrard Auto Repair', 'Automotive', 'Burnaby'),
  (5, 'Coal Harbour Marine Supply', 'Retail', 'Vancouver'), (6, 'Mount Pleasant Brewing Co.', 'Manufacturing', 'Vancouver'),
  (7, 'Commercial Drive Deli', 'Food & Beverage', 'Vancouver'), (8, 'Lonsdale Physiotherapy', 'Healthcare', 'North Vancouver'),
  (9, 'Richmond Cold Storage', 'Warehousing', 'Richmond'), (10, 'Steveston Fish Market', 'Retail', 'Richmond'),
  (11, 'Metrotown Print & Copy', 'Services', 'Burnaby'), (12, 'Deep Cove Kayak Rentals', 'Recreation', 'North Vancouver'),
  (13, 'Fraser Street Laundromat', 'Services', 'Vancouver'), (14, 'Gastown Coffee Roasters', 'Food & Beverage', 'Vancouver'),
  (15, 'Main Street Hardware', 'Retail', 'Vancouver'), (16, 'Lynn Valley Veterinary Hospital', 'Healthcare', 'North Vancouver'),
  (17, 'Queensborough Plastics', 'Manufacturing', 'New Westminster'), (18, 'Sapperton Family Pharmacy', 'Healthcare', 'New Westminster'),
  (19, 'Surrey Central Storage', 'Warehousing', 'Surrey'), (20, 'Cloverdale Feed & Seed', 'Agriculture', 'Surrey'),
  (21, 'Langley Greenhouses Ltd.', 'Agriculture', 'Langley'), (22, 'White Rock Seaside Inn', 'Hospitality', 'White Rock'),
  (23, 'Abbotsford Berry Farms', 'Agriculture', 'Abbotsford'), (24, 'Mission Sawmill Supply', 'Manufacturing', 'Mission'),
  (25, 'Chilliwack Dairy Co-op', 'Agriculture', 'Chilliwack'), (26, 'Coquitlam Centre Fitness', 'Fitness', 'Coquitlam'),
  (27, 'Port Moody Craft Cidery', 'Food & Beverage', 'Port Moody'), (28, 'Maple Ridge Tire & Lube', 'Automotive', 'Maple Ridge'),
  (29, 'Pitt Meadows Airfield Café', 'Food & Beverage', 'Pitt Meadows'), (30, 'Ladner Village Market', 'Retail', 'Delta'),
  (31, 'Tsawwassen Ferry Provisions', 'Retail', 'Delta'), (32, 'Squamish Climbing Gym', 'Fitness', 'Squamish'),
  (33, 'Whistler Alpine Lodge', 'Hospitality', 'Whistler'), (34, 'Sechelt Boatworks', 'Manufacturing', 'Sechelt'),
  (35, 'Hope Roadside Diner', 'Food & Beverage', 'Hope'), (36, 'Harrison Hot Springs Spa', 'Hospitality', 'Harrison Hot Springs'),
  (37, 'Inner Harbour Hotel', 'Hospitality', 'Victoria'), (38, 'Fan Tan Alley Tea House', 'Food & Beverage', 'Victoria'),
  (39, 'Oak Bay Marina Services', 'Recreation', 'Victoria'), (40, 'Saanich Peninsula Winery', 'Agriculture', 'Saanichton'),
  (41, 'Langford Builders Supply', 'Retail', 'Langford'), (42, 'Sooke Harbour Seafoods', 'Food & Beverage', 'Sooke'),
  (43, 'Nanaimo Bar Bakery', 'Food & Beverage', 'Nanaimo'), (44, 'Parksville Beach Resort', 'Hospitality', 'Parksville'),
  (45, 'Courtenay Valley Creamery', 'Agriculture', 'Courtenay'), (46, 'Comox Air Charter', 'Transportation', 'Comox'),
  (47, 'Campbell River Tackle Shop', 'Retail', 'Campbell River'), (48, 'Duncan Community Clinic', 'Healthcare', 'Duncan'),
  (49, 'Ladysmith Machine Works', 'Manufacturing', 'Ladysmith'), (50, 'Chemainus Mural Gallery', 'Arts', 'Chemainus'),
  (51, 'Tofino Surf Lodge', 'Hospitality', 'Tofino'), (52, 'Ucluelet Aquarium Society', 'Non-profit', 'Ucluelet'),
  (53, 'Port Alberni Lumber Yard', 'Manufacturing', 'Port Alberni'), (54, 'Qualicum Cheeseworks', 'Food & Beverage', 'Qualicum Beach'),
  (55, 'Salt Spring Island Bakery', 'Food & Beverage', 'Ganges'), (56, 'Sidney Bookshop Row', 'Retail', 'Sidney'),
  (57, 'Esquimalt Dry Dock Catering', 'Food & Beverage', 'Esquimalt'), (58, 'View Royal Storage Depot', 'Warehousing', 'View Royal'),
  (59, 'Yaletown Florist (closed)', 'Retail', 'Vancouver'), (60, 'Point Grey Tutoring (closed)', 'Education', 'Vancouver')
),
placed as (
  select n.*,
    case
      when n.n between 1 and 36 or n.n in (59, 60) then 'b0000000-0000-4000-8000-000000000001'
      else 'b0000000-0000-4000-8000-000000000002'
    end::uuid as organization_id,
    case
      when n.n between 1 and 18 or n.n in (59, 60) then 'c0000000-0000-4000-8000-000000000001'
      when n.n between 19 and 28 then 'c0000000-0000-4000-8000-000000000002'
      when n.n between 29 and 34 then 'c0000000-0000-4000-8000-000000000004'
      when n.n between 37 and 48 or n.n between 55 and 58 then 'c0000000-0000-4000-8000-000000000003'
      when n.n between 49 and 54 then 'c0000000-0000-4000-8000-000000000005'
    end::uuid as partner_id,
    case
      when n.n in (3, 7, 20, 24, 30, 35, 36) then 'd0000000-0000-4000-8000-000000000001'
      when n.n in (40, 50, 51) then 'd0000000-0000-4000-8000-000000000002'
    end::uuid as affiliate_id,
    case
      when n.n between 1 and 12 or n.n in (59, 60) then 'a0000000-0000-4000-8000-000000000006'
      when n.n between 13 and 18 then 'a0000000-0000-4000-8000-000000000005'
      when n.n between 19 and 23 then 'a0000000-0000-4000-8000-000000000004'
      when n.n between 37 and 48 then 'a0000000-0000-4000-8000-000000000009'
      when n.n between 55 and 58 then 'a0000000-0000-4000-8000-000000000010'
    end::uuid as sales_rep
  from names n
)
insert into public.accounts (
  id, organization_id, partner_id, affiliate_id, sales_rep, account_name, business_type,
  contact_first_name, contact_last_name, contact_title, contact_email, contact_phone,
  service_address, service_city, service_state, service_zip, utility, utility_account_number,
  active, signature_name, signature_path, signature_status, created_by, created_at, updated_at
)
select ('f0000000-0000-4000-8000-' || lpad(p.n::text, 12, '0'))::uuid, p.organization_id, p.partner_id, p.affiliate_id, p.sales_rep,
       p.account_name, p.business_type,
       (array['Olivia', 'Noah', 'Emma', 'Lucas', 'Amelia', 'Ethan', 'Chloe', 'Arjun', 'Sofia', 'Mateo'])[1 + p.n % 10],
       (array['Thompson', 'Gill', 'Wong', 'Martin', 'Roy', 'Singh', 'Campbell', 'Leblanc', 'Nguyen', 'Fraser'])[1 + (p.n * 7) % 10],
       (array['Owner', 'Operations Manager', 'Office Manager', 'Controller', 'General Manager'])[1 + p.n % 5],
       'contact' || p.n || '@' || regexp_replace(lower(p.account_name), '[^a-z0-9]+', '-', 'g') || '.test',
       '604-555-' || lpad((2000 + p.n)::text, 4, '0'),
       (100 + p.n * 17) || ' ' || (array['Main St', 'Marine Dr', 'Kingsway', 'Hastings St', 'Broadway', 'Fraser Hwy'])[1 + p.n % 6],
       p.city, 'BC', 'V' || (1 + p.n % 9) || chr(65 + p.n % 26) || ' ' || (p.n % 10) || chr(66 + p.n % 24) || (p.n % 7),
       case when p.n % 4 = 0 then 'FortisBC' else 'BC Hydro' end,
       lpad((48213000 + p.n * 311)::text, 10, '0'),
       p.n not in (59, 60),
       case when p.n % 6 = 1 then (array['Olivia', 'Noah', 'Emma', 'Lucas', 'Amelia', 'Ethan', 'Chloe', 'Arjun', 'Sofia', 'Mateo'])[1 + p.n % 10] || ' ' ||
                                  (array['Thompson', 'Gill', 'Wong', 'Martin', 'Roy', 'Singh', 'Campbell', 'Leblanc', 'Nguyen', 'Fraser'])[1 + (p.n * 7) % 10] end,
       case when p.n % 6 = 1 then p.organization_id || '/accounts/' || ('f0000000-0000-4000-8000-' || lpad(p.n::text, 12, '0')) || '/signature.png' end,
       case when p.n % 6 = 1 then 'signed' end,
       coalesce(p.sales_rep, 'a0000000-0000-4000-8000-000000000002'::uuid),
       now() - make_interval(days => 400 - p.n * 6), now() - make_interval(days => (p.n * 13) % 90)
from placed p;

-- ---------------------------------------------------------------------------------------------
-- pricing requests, their products and proposals
-- ---------------------------------------------------------------------------------------------
insert into public.pricing_requests (id, account_id, name, active, commodity, total_volume, requested_start_date, notes, sales_rep, created_by, created_at)
select md5('pr/' || a.n || '/' || c)::uuid, a.id,
       a.account_name || ' — ' || case c when 'electricity' then 'Electricity' else 'Natural Gas' end || ' ' ||
         to_char(current_date + make_interval(months => 2 + a.n % 6), 'Mon YYYY'),
       a.n % 7 <> 0, c,
       case when a.n % 4 = 0 then null else (case c when 'electricity' then 85000 + a.n * 3150 else 12000 + a.n * 410 end) end,
       (date_trunc('month', current_date) + make_interval(months => 2 + a.n % 6))::date,
       case when a.n % 3 = 1 then 'Customer wants a quote before the end of the month.' end,
       a.sales_rep, coalesce(a.sales_rep, 'a0000000-0000-4000-8000-000000000002'::uuid),
       now() - make_interval(days => 120 - a.n * 2)
from (select acc.*, substr(acc.id::text, 25)::int as n from public.accounts acc) a
cross join unnest(array['electricity', 'gas']) as c
where a.n <= 58 and (
  (c = 'electricity' and a.n % 3 <> 0)
  or (c = 'gas' and a.n % 5 = 0)
);

insert into public.pricing_requests_products (pricing_request_id, product_id, retailer_id, active, created_at)
select pr.id, p.id, p.retailer_id, true, pr.created_at + interval '1 day'
from public.pricing_requests pr
join lateral (
  select pd.* from public.products pd
  where pd.commodity = pr.commodity
  order by md5(pr.id::text || pd.id::text)
  limit 2 + (abs(hashtext(pr.id::text)) % 2)
) p on true;

insert into public.proposals (pricing_request_id, title, active, created_at)
select pr.id, 'Proposal — ' || to_char(pr.created_at + interval '5 days', 'Mon DD'), true, pr.created_at + interval '5 days'
from public.pricing_requests pr
where abs(hashtext(pr.id::text)) % 2 = 0;

-- ---------------------------------------------------------------------------------------------
-- contract submissions (every status) and contracts (end dates over the next 18 months)
-- ---------------------------------------------------------------------------------------------
insert into public.matrix_submissions (account_id, retailer_id, product_id, commodity, rate, term_months, start_date, annual_volume, status, notes, sales_rep, created_by, created_at)
select a.id, p.retailer_id, p.id, p.commodity,
       case p.commodity when 'electricity' then round((0.0890 + k * 0.0017)::numeric, 4) else round((3.95 + k * 0.07)::numeric, 4) end,
       p.term_months,
       (date_trunc('month', current_date) + make_interval(months => 1 + k % 4))::date,
       case p.commodity when 'electricity' then 60000 + k * 5200 else 9000 + k * 650 end,
       (array['draft', 'submitted', 'approved', 'rejected'])[1 + k % 4],
       case when k % 4 = 3 then 'Rate expired before signature; resubmit with a fresh matrix.' end,
       a.sales_rep, coalesce(a.sales_rep, 'a0000000-0000-4000-8000-000000000002'::uuid),
       now() - make_interval(days => 40 - k * 2)
from unnest(array[1, 2, 5, 8, 13, 14, 19, 21, 29, 37, 38, 41, 49, 55, 3, 10]) with ordinality as s(n, k0)
cross join lateral (select k0::int as k) kk
join public.accounts a on a.id = ('f0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid
join lateral (
  select pd.* from public.products pd order by md5(s.n::text || pd.id::text) limit 1
) p on true;

insert into public.contracts (account_id, retailer_id, product_id, pricing_request_id, number, commodity, rate, volume, start_date, end_date, status, created_by, created_at)
select a.id, p.retailer_id, p.id,
       (select pr.id from public.pricing_requests pr where pr.account_id = a.id and pr.commodity = p.commodity limit 1),
       'CT-' || to_char(current_date, 'YYYY') || '-' || lpad(k::text, 4, '0'), p.commodity,
       case p.commodity when 'electricity' then round((0.0920 + k * 0.0011)::numeric, 4) else round((4.10 + k * 0.05)::numeric, 4) end,
       case p.commodity when 'electricity' then 70000 + k * 4100 else 10000 + k * 520 end,
       (current_date + make_interval(days => k * 23) - make_interval(months => p.term_months))::date,
       (current_date + make_interval(days => k * 23))::date,
       case when k % 8 = 0 then 'pending' else 'active' end,
       'a0000000-0000-4000-8000-000000000002', now() - make_interval(days => 200 - k * 3)
from unnest(array[1, 4, 6, 9, 11, 13, 15, 17, 19, 22, 25, 27, 29, 31, 33, 37, 39, 42, 44, 46, 49, 52, 55, 57]) with ordinality as s(n, k0)
cross join lateral (select k0::int as k) kk
join public.accounts a on a.id = ('f0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid
join lateral (
  select pd.* from public.products pd order by md5('ct' || s.n::text || pd.id::text) limit 1
) p on true;

-- ---------------------------------------------------------------------------------------------
-- tasks
-- ---------------------------------------------------------------------------------------------
insert into public.tasks (account_id, title, description, status, assigned_to, due_date, created_by, created_at)
select a.id,
       (array['Collect last 12 months of invoices', 'Get LOA signed', 'Photograph meter and site', 'Confirm service address',
              'Follow up on proposal', 'Renewal call before contract end'])[1 + k % 6],
       case when k % 3 = 0 then 'Customer prefers a call after 2pm.' end,
       (array['open', 'in_progress', 'done', 'open', 'cancelled'])[1 + k % 5],
       coalesce(a.sales_rep, 'a0000000-0000-4000-8000-000000000004'::uuid),
       current_date + make_interval(days => (k * 5) - 20),
       coalesce(a.sales_rep, 'a0000000-0000-4000-8000-000000000002'::uuid),
       now() - make_interval(days => 30 - k)
from generate_series(1, 25) as k
join public.accounts a on a.id = ('f0000000-0000-4000-8000-' || lpad(((k * 7) % 58 + 1)::text, 12, '0'))::uuid;

-- ---------------------------------------------------------------------------------------------
-- news (15), app version, the weather provider's key
-- ---------------------------------------------------------------------------------------------
insert into public.news (title, body, organization_id, published_at, active, author)
select t.title, t.body, t.organization_id, now() - make_interval(days => t.k * 4, hours => t.k), true,
       'a0000000-0000-4000-8000-000000000001'
from (values
  (1, 'Winter gas prices: lock in before November', 'Forward gas prices climbed 6% this month. Accounts renewing in Q1 should be quoted now.', null::uuid),
  (2, 'New retailer: Evergreen Renewables', 'Evergreen Renewables now offers 12–60 month fixed electricity products with a green premium of 0.4¢/kWh.', null),
  (3, 'Portal update: contract submissions', 'Contract submissions now show their status history. Drafts can be edited until submitted.', null),
  (4, 'Reminder: upload invoices with every pricing request', 'Retailers require the last 12 months of invoices; requests without them are returned.', null),
  (5, 'BC Hydro rate change effective April 1', 'The BCUC approved a 3.75% increase for commercial rates. Use it in savings comparisons.', null),
  (6, 'Q3 partner leaderboard', 'Congratulations to Brightline Solar & Power for the most signed contracts this quarter.', 'b0000000-0000-4000-8000-000000000001'::uuid),
  (7, 'Training session: reading a gas invoice', 'Join us Thursday at 10am PT for a 45-minute walkthrough of FortisBC invoices.', null),
  (8, 'Coastal team offsite', 'The Victoria office is closed Friday for the team offsite. Urgent requests: call the main line.', 'b0000000-0000-4000-8000-000000000002'::uuid),
  (9, 'Matrix pricing refreshed daily at 8am', 'Matrix prices now refresh every business day at 8am PT; submissions use the price at submission time.', null),
  (10, 'Holiday schedule', 'Pricing desk hours over the holidays: Dec 24 9–12, closed Dec 25–26, Dec 31 9–12.', null),
  (11, 'New LOA template', 'Use the updated Letter of Authorization template; the old one is no longer accepted by two retailers.', null),
  (12, 'Summit commission statements are out', 'Statements for last month are in your inbox. Questions go to accounting.', 'b0000000-0000-4000-8000-000000000001'::uuid),
  (13, 'Security reminder', 'Never share your password. The portal will never ask for it by e-mail.', null),
  (14, 'Photo uploads from your phone', 'You can now photograph meters and sites straight from the account page on your phone.', null),
  (15, 'Coastal welcomes Harbor Utility Advisors', 'Please welcome our newest partner on the Island.', 'b0000000-0000-4000-8000-000000000002'::uuid)
) as t(k, title, body, organization_id);

insert into public.version_history (version, description, force, created_at)
values ('1.0.0', 'First release of the partner portal.', false, now() - interval '14 days');

-- No weather content: the card shows what refresh-weather fetched (every 30 minutes, or "Run now" on
-- local-supabase's /cron page), never made-up numbers. The key is the one local-supabase's weather
-- stand-in accepts; on hosted, put the provider's (WeatherAPI.com) key in this row
-- (docs/hosted-supabase.md, "Scheduled jobs").
insert into public.keys (id, key) values ('weather', 'demo-weather-api-key-not-a-secret');
