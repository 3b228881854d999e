-- Partner admins already hold partners.EDIT and profiles.INVITE/EDIT for their own partner; they reach
-- that partner and its users through the Sales Partners screen, so their role opens it (RLS still
-- shows them only their own partner).
insert into public.assigned_permissions (role, permission)
values (3, 'navigation.SALES_PARTNERS')
on conflict do nothing;
