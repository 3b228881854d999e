-- Issue 15 §4: every user-facing text column has a maximum length, so an absurd value is refused
-- with 400 (23514 check_violation) instead of failing deep inside an index with a 500 (54000 "index
-- row requires … bytes": a 1 MB account name). The limits are far above what anyone types; the forms
-- stop typing at the same lengths (src/lib/text-limits.ts, whose COLUMN_LIMITS lists exactly these
-- constraints; tests/unit/text-limits.test.ts keeps the two equal). char_length counts characters;
-- NULL passes.

alter table public.accounts
  add constraint accounts_account_name_length check (char_length(account_name) <= 200),
  add constraint accounts_business_type_length check (char_length(business_type) <= 200),
  add constraint accounts_contact_first_name_length check (char_length(contact_first_name) <= 100),
  add constraint accounts_contact_last_name_length check (char_length(contact_last_name) <= 100),
  add constraint accounts_contact_title_length check (char_length(contact_title) <= 200),
  add constraint accounts_contact_email_length check (char_length(contact_email) <= 320),
  add constraint accounts_contact_phone_length check (char_length(contact_phone) <= 50),
  add constraint accounts_service_address_length check (char_length(service_address) <= 200),
  add constraint accounts_service_address_2_length check (char_length(service_address_2) <= 200),
  add constraint accounts_service_city_length check (char_length(service_city) <= 100),
  add constraint accounts_service_state_length check (char_length(service_state) <= 100),
  add constraint accounts_service_zip_length check (char_length(service_zip) <= 20),
  add constraint accounts_utility_length check (char_length(utility) <= 200),
  add constraint accounts_utility_account_number_length check (char_length(utility_account_number) <= 100),
  add constraint accounts_signature_name_length check (char_length(signature_name) <= 200),
  add constraint accounts_signature_path_length check (char_length(signature_path) <= 1024),
  add constraint accounts_notes_length check (char_length(notes) <= 10000);

alter table public.affiliates
  add constraint affiliates_name_length check (char_length(name) <= 200),
  add constraint affiliates_avatar_length check (char_length(avatar) <= 2048),
  add constraint affiliates_primary_email_length check (char_length(primary_email) <= 320),
  add constraint affiliates_first_name_length check (char_length(first_name) <= 100),
  add constraint affiliates_last_name_length check (char_length(last_name) <= 100),
  add constraint affiliates_phone_length check (char_length(phone) <= 50);

alter table public.contracts
  add constraint contracts_number_length check (char_length(number) <= 100);

alter table public.files
  add constraint files_file_name_length check (char_length(file_name) <= 255),
  add constraint files_path_length check (char_length(path) <= 1024),
  add constraint files_url_length check (char_length(url) <= 2048),
  add constraint files_thumb_path_length check (char_length(thumb_path) <= 1024);

alter table public.matrix_submissions
  add constraint matrix_submissions_notes_length check (char_length(notes) <= 10000);

alter table public.news
  add constraint news_title_length check (char_length(title) <= 200),
  add constraint news_body_length check (char_length(body) <= 10000);

alter table public.organizations
  add constraint organizations_name_length check (char_length(name) <= 200),
  add constraint organizations_logo_length check (char_length(logo) <= 2048),
  add constraint organizations_phone_length check (char_length(phone) <= 50),
  add constraint organizations_email_length check (char_length(email) <= 320),
  add constraint organizations_website_length check (char_length(website) <= 2048),
  add constraint organizations_address_length check (char_length(address) <= 200),
  add constraint organizations_address_2_length check (char_length(address_2) <= 200),
  add constraint organizations_city_length check (char_length(city) <= 100),
  add constraint organizations_state_length check (char_length(state) <= 100),
  add constraint organizations_zip_length check (char_length(zip) <= 20),
  add constraint organizations_country_length check (char_length(country) <= 100);

alter table public.partners
  add constraint partners_name_length check (char_length(name) <= 200),
  add constraint partners_avatar_length check (char_length(avatar) <= 2048),
  add constraint partners_primary_email_length check (char_length(primary_email) <= 320),
  add constraint partners_first_name_length check (char_length(first_name) <= 100),
  add constraint partners_last_name_length check (char_length(last_name) <= 100),
  add constraint partners_phone_length check (char_length(phone) <= 50);

alter table public.photos
  add constraint photos_file_name_length check (char_length(file_name) <= 255),
  add constraint photos_path_length check (char_length(path) <= 1024),
  add constraint photos_thumb_path_length check (char_length(thumb_path) <= 1024),
  add constraint photos_url_length check (char_length(url) <= 2048);

alter table public.pricing_requests
  add constraint pricing_requests_name_length check (char_length(name) <= 200),
  add constraint pricing_requests_notes_length check (char_length(notes) <= 10000);

alter table public.products
  add constraint products_name_length check (char_length(name) <= 200);

alter table public.profiles
  add constraint profiles_avatar_length check (char_length(avatar) <= 2048),
  add constraint profiles_email_length check (char_length(email) <= 320),
  add constraint profiles_new_email_length check (char_length(new_email) <= 320),
  add constraint profiles_first_name_length check (char_length(first_name) <= 100),
  add constraint profiles_last_name_length check (char_length(last_name) <= 100),
  add constraint profiles_phone_length check (char_length(phone) <= 50),
  add constraint profiles_alt_phone_length check (char_length(alt_phone) <= 50),
  add constraint profiles_job_description_length check (char_length(job_description) <= 200);

alter table public.proposals
  add constraint proposals_title_length check (char_length(title) <= 200);

alter table public.retailers
  add constraint retailers_name_length check (char_length(name) <= 200),
  add constraint retailers_website_length check (char_length(website) <= 2048),
  add constraint retailers_logo_length check (char_length(logo) <= 2048),
  add constraint retailers_phone_length check (char_length(phone) <= 50);

alter table public.tasks
  add constraint tasks_title_length check (char_length(title) <= 200),
  add constraint tasks_description_length check (char_length(description) <= 10000);

alter table public.version_history
  add constraint version_history_version_length check (char_length(version) <= 100),
  add constraint version_history_description_length check (char_length(description) <= 10000);
