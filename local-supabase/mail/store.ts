import type { Db } from '../db/types.ts';

export interface MailMessage {
  id: number;
  sent_at: string;
  source: 'auth' | 'api';
  kind: string | null;
  from_address: string | null;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
}

export type OutgoingMail = Omit<MailMessage, 'id' | 'sent_at' | 'cc_addresses' | 'headers' | 'from_address' | 'kind' | 'html' | 'text'> &
  Partial<Pick<MailMessage, 'cc_addresses' | 'headers' | 'from_address' | 'kind' | 'html' | 'text'>>;

/** Every e-mail sent locally, kept in the database so the catcher and tests can read it. */
export class MailStore {
  private listeners = new Set<(m: MailMessage) => void>();
  constructor(private db: Db) {}

  async send(m: OutgoingMail): Promise<MailMessage> {
    const { rows } = await this.db.query<MailMessage>(
      `insert into local_supabase.mail(source, kind, from_address, to_addresses, cc_addresses, subject, html, text, headers)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       returning id, to_char(sent_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at, source, kind, from_address,
                 to_addresses, cc_addresses, subject, html, text, headers`,
      [
        m.source,
        m.kind ?? null,
        m.from_address ?? null,
        m.to_addresses,
        m.cc_addresses ?? [],
        m.subject,
        m.html ?? null,
        m.text ?? null,
        JSON.stringify(m.headers ?? {}),
      ],
    );
    const msg = { ...rows[0], id: Number(rows[0].id) };
    this.listeners.forEach((l) => l(msg));
    return msg;
  }

  /** Newest first; `to` filters by a recipient, To or Cc (case-insensitive). */
  async list(opts: { to?: string; limit?: number } = {}): Promise<MailMessage[]> {
    return this.select(
      '$1::text is null or exists (select 1 from unnest(to_addresses || cc_addresses) a where lower(a) = lower($1))',
      [opts.to ?? null],
      opts.limit ?? 200,
    );
  }

  async get(id: number): Promise<MailMessage | undefined> {
    return (await this.select('id = $1', [id], 1))[0];
  }

  private async select(where: string, params: unknown[], limit: number): Promise<MailMessage[]> {
    const { rows } = await this.db.query<MailMessage>(
      `select id, to_char(sent_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at, source, kind, from_address,
              to_addresses, cc_addresses, subject, html, text, headers
         from local_supabase.mail where ${where} order by id desc limit ${Number(limit)}`,
      params,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** Deletes every message, or only those addressed (To/Cc) to `to`. */
  async clear(opts: { to?: string } = {}): Promise<number> {
    const r = await this.db.query(
      'delete from local_supabase.mail where $1::text is null or exists (select 1 from unnest(to_addresses || cc_addresses) a where lower(a) = lower($1))',
      [opts.to ?? null],
    );
    return r.rowCount;
  }

  onMail(l: (m: MailMessage) => void): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}
