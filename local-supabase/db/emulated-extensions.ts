// Extensions hosted Supabase offers that neither PGlite nor a stock PostgreSQL ships: pg_cron and pg_net
// (a migration creates them: supautils lets hosted's postgres do so) and supabase_vault (a default
// extension: bootstrap.sql creates it). Each is installed as a real extension — a control file and an
// SQL script in the server's extension directory — so `create extension pg_cron`, `\dx` and
// pg_available_extensions behave as on hosted, and a migration that forgets `create extension` fails
// here too. Their C parts are plpgsql here; the background workers are local-supabase/cron/.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** First line of every control file written here: how a server's copy is recognised as ours. */
export const EMULATION_MARKER = '# local-supabase emulation';

export interface EmulatedExtension {
  name: string;
  version: string;
  control: string;
  script: string;
}

const CONTROLS: { name: string; version: string; control: string[] }[] = [
  {
    // As pg_cron's own control file (schema pg_catalog, not relocatable); trusted stands for hosted's
    // supautils.privileged_extensions, which lets the non-superuser postgres create it.
    name: 'pg_cron',
    version: '1.6',
    control: ["comment = 'Job scheduler for PostgreSQL'", 'relocatable = false', 'schema = pg_catalog', 'trusted = true'],
  },
  { name: 'pg_net', version: '0.19.5', control: ["comment = 'Async HTTP'", 'relocatable = false', 'trusted = true'] },
  {
    name: 'supabase_vault',
    version: '0.3.1',
    control: ["comment = 'Supabase Vault Extension'", 'relocatable = false', 'schema = vault', 'superuser = true'],
  },
];

let cached: EmulatedExtension[] | undefined;

/** The emulated extensions: control file text and install script (`<name>--<version>.sql`). */
export function emulatedExtensions(): EmulatedExtension[] {
  cached ??= CONTROLS.map((c) => ({
    name: c.name,
    version: c.version,
    control: [EMULATION_MARKER, `default_version = '${c.version}'`, ...c.control, ''].join('\n'),
    script: readFileSync(path.join(here, 'extensions', `${c.name}.sql`), 'utf8'),
  }));
  return cached;
}

/** The files of each extension, relative to the server's extension directory. */
function extensionFiles(): { file: string; text: string }[] {
  return emulatedExtensions().flatMap((e) => [
    { file: `${e.name}.control`, text: e.control },
    { file: `${e.name}--${e.version}.sql`, text: e.script },
  ]);
}

interface EmscriptenModule {
  WASM_PREFIX: string;
  FS: { analyzePath(p: string): { exists: boolean }; mkdirTree(p: string): void; writeFile(p: string, data: string): void };
}

/**
 * A PGlite extension (its documented `setup` hook) that writes the emulated extensions' files into
 * PGlite's extension directory before Postgres starts (an Emscripten preRun step), as a bundle of a
 * contrib extension would.
 */
export const pgliteEmulatedExtensions = {
  name: 'local-supabase emulated extensions',
  setup: async (_pg: unknown, emscriptenOpts: { preRun?: ((mod: EmscriptenModule) => void)[] } & Record<string, unknown>) => ({
    emscriptenOpts: {
      ...emscriptenOpts,
      preRun: [
        ...(emscriptenOpts.preRun ?? []),
        (mod: EmscriptenModule) => {
          const dir = `${mod.WASM_PREFIX}/share/postgresql/extension`;
          if (!mod.FS.analyzePath(dir).exists) mod.FS.mkdirTree(dir);
          for (const f of extensionFiles()) mod.FS.writeFile(`${dir}/${f.file}`, f.text);
        },
      ],
    },
  }),
};

/**
 * On a PostgreSQL server (DATABASE_URL): makes sure its extension directory holds the emulated
 * extensions, writing them when it is on this machine and writable (a file is replaced only when it
 * is ours and differs). A server elsewhere, or one with the real pg_cron or pg_net, stops start-up
 * with what to do.
 */
export async function installEmulatedExtensions(sql: Sql): Promise<void> {
  const { rows } = await sql.query<{ dir: string | null }>(`select setting as dir from pg_catalog.pg_config where name = 'SHAREDIR'`);
  const dir = rows[0]?.dir ? path.join(rows[0].dir, 'extension') : undefined;
  const problems: string[] = [];
  for (const f of extensionFiles()) {
    const target = dir && path.join(dir, f.file);
    if (!target || !existsSync(dir!)) {
      problems.push(f.file);
      continue;
    }
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === f.text) continue;
    if (current !== undefined && f.file.endsWith('.control') && !current.startsWith(EMULATION_MARKER)) {
      throw new Error(
        `local-supabase: ${target} is not local-supabase's (a real ${f.file.replace('.control', '')}?). local-supabase runs scheduled jobs ` +
          `itself and needs its own SQL emulation of pg_cron, pg_net and supabase_vault there; use a server without them (docs/local-supabase-cron.md).`,
      );
    }
    try {
      // Write-then-rename: another process starting at the same time never reads half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      writeFileSync(tmp, f.text);
      renameSync(tmp, target);
    } catch {
      problems.push(f.file);
    }
  }
  if (problems.length) {
    throw new Error(
      `local-supabase: the PostgreSQL server lacks the emulated extensions pg_cron, pg_net and supabase_vault and they cannot be written ` +
        `to its extension directory (${dir ?? 'unknown'}) from here (${problems.join(', ')}). On the server's machine, run ` +
        `\`npx tsx local-supabase/db/emulated-extensions.ts ${dir ?? '<its SHAREDIR>/extension'}\` (docs/local-supabase-cron.md).`,
    );
  }
}

/** Writes the emulated extensions' files into `dir` (a server's extension directory). */
export function writeEmulatedExtensions(dir: string): string[] {
  return extensionFiles().map((f) => {
    writeFileSync(path.join(dir, f.file), f.text);
    return path.join(dir, f.file);
  });
}

// `npx tsx local-supabase/db/emulated-extensions.ts <extension directory>`: for a server local-supabase cannot write to.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: npx tsx local-supabase/db/emulated-extensions.ts <the server's SHAREDIR>/extension");
    process.exit(2);
  }
  for (const f of writeEmulatedExtensions(dir)) console.log(`wrote ${f}`);
}
