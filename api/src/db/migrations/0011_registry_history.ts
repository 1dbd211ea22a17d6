import { sql, type Kysely } from 'kysely';
import { describeChanges, liveChanges, type LiveMap, type RemoteName } from '@storefront/shared/contract/registry';

/**
 * Every history entry says what it changed: its kind, and each remote and scope it moved, before →
 * after (`changes`, JSON), so that one remote's last change can be undone alone and `enable` finds
 * the version last live in a scope. A publish is an entry too (`published`, JSON). Earlier entries
 * get theirs from the difference with the entry before them; the first one is the starting state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('registry_changes')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('change'))
    .execute();
  await db.schema
    .alterTable('registry_changes')
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('registry_changes').addColumn('published', 'text').execute();

  const rows = await sql<{ id: number; action: string; live: string }>`
    select id, action, live from registry_changes order by id
  `.execute(db);
  let before: Partial<Record<RemoteName, LiveMap>> = {};
  for (const [index, row] of rows.rows.entries()) {
    const live = JSON.parse(row.live) as Partial<Record<RemoteName, LiveMap>>;
    const changes = liveChanges(before, live);
    const kind =
      index === 0
        ? 'defaults'
        : row.action.startsWith('rollback')
          ? 'rollback'
          : row.action.startsWith('reset')
            ? 'reset'
            : 'change';
    // A plain change's old text ("discovery: food off") is replaced; the others keep their words.
    const action = kind === 'change' ? describeChanges(changes) : `${row.action}: ${describeChanges(changes)}`;
    await sql`
      update registry_changes set kind = ${kind}, changes = ${JSON.stringify(changes)}, action = ${action}
      where id = ${row.id}
    `.execute(db);
    before = live;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_changes').dropColumn('published').execute();
  await db.schema.alterTable('registry_changes').dropColumn('changes').execute();
  await db.schema.alterTable('registry_changes').dropColumn('kind').execute();
}
