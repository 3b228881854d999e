// A contract's statuses, in the order of its life, with their tag colours (the list, the record page, the form).
export const CONTRACT_STATUSES = ['pending', 'active', 'expired', 'cancelled'] as const;

export const STATUS_COLORS: Record<string, string> = { pending: 'gold', active: 'green', expired: 'default', cancelled: 'red' };
