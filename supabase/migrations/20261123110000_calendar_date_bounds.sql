-- Dates people type are range-checked (issue 16, defect 2): a task due 61201-02-02 or a submission
-- starting 70301-02-02 was stored and even approved. The portal's date input offers only
-- 1900-01-01 … 2100-12-31 (src/lib/calendar-date.ts); the database refuses anything else on every
-- path (REST, RPC, functions), with 23514.

alter table public.tasks
  add constraint tasks_due_date_range check (due_date between date '1900-01-01' and date '2100-12-31');
comment on constraint tasks_due_date_range on public.tasks is 'A due date lies between 1900-01-01 and 2100-12-31.';

alter table public.pricing_requests
  add constraint pricing_requests_requested_start_date_range
  check (requested_start_date between date '1900-01-01' and date '2100-12-31');
comment on constraint pricing_requests_requested_start_date_range on public.pricing_requests is
  'A requested start date lies between 1900-01-01 and 2100-12-31.';

alter table public.matrix_submissions
  add constraint matrix_submissions_start_date_range check (start_date between date '1900-01-01' and date '2100-12-31');
comment on constraint matrix_submissions_start_date_range on public.matrix_submissions is
  'A submission''s start date lies between 1900-01-01 and 2100-12-31.';

-- create_contract_from_submission derives end_date = start + term − 1 day: a start within range and a
-- term of at most 120 months can end past 2100, so contracts allow ten more years at the end.
alter table public.contracts
  add constraint contracts_start_date_range check (start_date between date '1900-01-01' and date '2100-12-31'),
  add constraint contracts_end_date_range check (end_date between date '1900-01-01' and date '2110-12-31');
comment on constraint contracts_start_date_range on public.contracts is 'A contract starts between 1900-01-01 and 2100-12-31.';
comment on constraint contracts_end_date_range on public.contracts is
  'A contract ends between 1900-01-01 and 2110-12-31 (a 2100 start plus the longest term).';

alter table public.news
  add constraint news_published_at_range
  check (published_at >= timestamptz '1900-01-01 00:00:00+00' and published_at < timestamptz '2101-01-01 00:00:00+00');
comment on constraint news_published_at_range on public.news is 'News is published between 1900 and the end of 2100.';
