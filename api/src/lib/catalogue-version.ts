import {
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/**
 * Tables whose writes do not change a cached catalogue answer: a customer's own rows, sign-in and
 * rate-limit state, the registry (never cached), and pictures (drawn on first request). Every other
 * table counts as catalogue, so a new table invalidates the cache until it is listed here.
 */
const NOT_CATALOGUE = new Set<keyof Database>([
  'users',
  'auth_tokens',
  'guests',
  'addresses',
  'carts',
  'newsletter_subscriptions',
  'wishlists',
  'wallet_transactions',
  'loyalty_point_transactions',
  'profile_images',
  'one_time_codes',
  'rate_limit_hits',
  'notifications',
  'conversations',
  'messages',
  'message_files',
  'offline_payments',
  'refunds',
  'order_attachments',
  'pictures',
  'registry_releases',
  'registry_changes',
  'registry_failures',
  'registry_failure_counts',
  'registry_canaries',
  'registry_canary_counts',
  'registry_canary_browsers',
  'registry_previews',
  'registry_settings',
  'cache_versions',
  'idempotency_keys',
  'payment_sessions',
  'payment_events',
  'payment_refunds',
]);

/** How often an instance reads the shared counter: the bound on how late it sees another's change. */
export const SHARED_VERSION_POLL_MS = 1000;
/**
 * Writes move the generation at once this many times a second; past that, once more at the end of
 * the second. A few changes are seen at once; a flood of orders (each moves stock) is seen within
 * a second, and the cached answers are made again a few times a second, not once an order.
 */
export const WRITE_MOVES_AT_ONCE = 5;
const WRITE_WINDOW_MS = 1000;
/** The longest delay a timer takes (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableName(node.into)].filter((t): t is string => t !== null);
  if (UpdateQueryNode.is(node)) return [tableName(node.table)].filter((t): t is string => t !== null);
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName).filter((t): t is string => t !== null);
  return [];
}

/**
 * The catalogue's version as this instance knows it. `generation` changes whenever a cached answer
 * may be stale: at once when this instance writes a catalogue table (seen by a Kysely plugin), and
 * within SHARED_VERSION_POLL_MS when another instance on the same database did (a counter in
 * `cache_versions` that writers raise after their request, so after their transaction committed).
 */
export class CatalogueVersion {
  /** Changes whenever cached answers may be stale; cache entries remember the one they were made in. */
  generation = 0;
  /** Catalogue writes seen by this instance; a request compares it at its start and end. */
  writes = 0;
  private shared: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private windowStart = -Infinity;
  private movesInWindow = 0;
  private lateMove: NodeJS.Timeout | null = null;
  private publishing: Promise<void> | null = null;
  private publishAgain = false;
  private expiry: { due: number; timer: NodeJS.Timeout } | null = null;

  /** The plugin that watches this instance's writes; `ctx.db` is the database with it. */
  readonly plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
      if (writtenTables(args.node).some((table) => !NOT_CATALOGUE.has(table as keyof Database))) {
        this.writes += 1;
        this.moveForWrite();
      }
      return args.node;
    },
    transformResult: (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> =>
      Promise.resolve(args.result),
  };

  /** Marks cached answers stale here at once (a clock change, another instance's write). */
  invalidate(): void {
    this.generation += 1;
  }

  /**
   * Marks cached answers stale at `at`, read on the app's clock (`now` is its time): a flash sale's
   * start or end changes prices an answer made before it shows. Only the earliest moment is kept;
   * the answers made again after it name the next one.
   */
  expireAt(at: Date, now: Date): void {
    const delay = at.getTime() - now.getTime();
    // Timers take at most about 24 days; a later moment is named again by a later answer.
    if (!(delay > 0) || delay > MAX_TIMER_MS) return;
    const due = Date.now() + delay;
    if (this.expiry && this.expiry.due <= due) return;
    if (this.expiry) clearTimeout(this.expiry.timer);
    const timer = setTimeout(() => {
      this.expiry = null;
      this.invalidate();
    }, delay);
    timer.unref();
    this.expiry = { due, timer };
  }

  /** A write's move: at once within the second's WRITE_MOVES_AT_ONCE, else once at the second's end. */
  private moveForWrite(): void {
    const now = performance.now();
    if (now - this.windowStart >= WRITE_WINDOW_MS) [this.windowStart, this.movesInWindow] = [now, 0];
    if (this.movesInWindow < WRITE_MOVES_AT_ONCE) {
      this.movesInWindow += 1;
      this.generation += 1;
      return;
    }
    if (this.lateMove) return;
    this.lateMove = setTimeout(
      () => {
        this.lateMove = null;
        [this.windowStart, this.movesInWindow] = [performance.now(), 1];
        this.generation += 1;
      },
      this.windowStart + WRITE_WINDOW_MS - now,
    );
    this.lateMove.unref();
  }

  /**
   * After a request that wrote the catalogue: stale here again (a read may have cached what it saw
   * before the commit) and raises the shared counter for the other instances. Raises made while one
   * is under way are one raise after it: other instances read the counter once a second anyway.
   */
  async publish(db: Db): Promise<void> {
    this.moveForWrite();
    if (this.publishing) {
      this.publishAgain = true;
      return this.publishing;
    }
    this.publishing = (async () => {
      do {
        this.publishAgain = false;
        await this.raiseShared(db);
      } while (this.publishAgain);
    })().finally(() => (this.publishing = null));
    return this.publishing;
  }

  private async raiseShared(db: Db): Promise<void> {
    const row = await db
      .updateTable('cache_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'catalogue')
      .returning('version')
      .executeTakeFirst();
    // Our own raise, with no one else's between, is not news to the next poll.
    if (row && this.shared !== null && row.version === this.shared + 1) this.shared = row.version;
  }

  /** Reads the shared counter now; a move since the last read makes cached answers stale. */
  async sync(db: Db): Promise<void> {
    const row = await db
      .selectFrom('cache_versions')
      .select('version')
      .where('name', '=', 'catalogue')
      .executeTakeFirst();
    const version = row?.version ?? 0;
    if (this.shared !== null && version !== this.shared) this.invalidate();
    this.shared = version;
  }

  /** Reads the shared counter every SHARED_VERSION_POLL_MS until `stop`; errors go to `onError`. */
  start(db: Db, onError: (error: unknown) => void): void {
    this.stop();
    this.timer = setInterval(() => void this.sync(db).catch(onError), SHARED_VERSION_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.lateMove) clearTimeout(this.lateMove);
    if (this.expiry) clearTimeout(this.expiry.timer);
    [this.timer, this.lateMove, this.expiry] = [null, null, null];
  }
}
