// npm run registry -- <command>: operates the remote registry (what is live where, and its history).
// Every argument is checked before the registry is called: a typo changes nothing.
import { parseArgs } from 'node:util';
import {
  ALL_SCOPES,
  REMOTE_NAMES,
  formatHistory,
  formatRegistry,
  parseRemote,
  parseScope,
  parseScopes,
  parseVersion,
  parseWhole,
  registryClient,
} from '../tools/registry-client.mjs';
import { originOf } from '../tools/parts.mjs';

const USAGE = `npm run registry -- <command>

  list                                  what is live for each module, and every release
  enable  <remote> <modules|all> [--version V]
                                        turn a remote back on with the version last live in each
                                        module (from history); --version names one instead
  disable <remote> <modules|all>        turn a remote off
  set     <remote> <version> <modules|all>
                                        point modules at a published version
  history [remote] [--module m]         every change and publish, newest first (of that remote)
  rollback <remote> [--module m]        undo the last change of that remote (in that module);
                                        no other remote or module moves
  rollback --to <change-id>             operator, whole site: make the live state after that
                                        change live again, for every remote and module
  failures                              remotes that recently failed to load in browsers
  canary <remote> <version> --module m --share N
                                        make a published version live for N% (1-99) of that
                                        module's browsers, the same browsers every time
  promote <remote> --module m           make that canary live for all of the module's browsers
  canary-stop <remote> --module m       end that canary: every browser gets the live version
  canaries                              running canaries, their loads and failures, and when the
                                        control plane rolls one back by itself
  canary-settings [--window MIN] [--threshold PCT] [--min-failures N]
                                        change when: PCT% or more of the loads in the last MIN
                                        minutes failed, and at least N of them
  preview <remote> <version> [--module m] [--minutes N]
                                        a signed link that makes one browser load that published
                                        version (in that module, else wherever the remote is on)
                                        for N minutes (5-1440, default 60); no customer is affected

remotes: ${REMOTE_NAMES.join(', ')}
modules: ${ALL_SCOPES.join(', ')} ('default' is the site before a module is chosen)
env: REGISTRY_URL (default this copy's API /registry; PORT_OFFSET moves it), REGISTRY_OPERATOR_TOKEN,
     SITE_URL (the shell's origin that preview links open; default this copy's shell)`;

/** A command line that cannot be run; `full` shows the whole usage (no or an unknown command). */
class UsageError extends Error {
  constructor(message, full = false) {
    super(message);
    this.full = full;
  }
}

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        module: { type: 'string' },
        to: { type: 'string' },
        share: { type: 'string' },
        window: { type: 'string' },
        threshold: { type: 'string' },
        'min-failures': { type: 'string' },
        minutes: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
}

/** The request a command makes, worked out from its arguments alone (it throws on any bad one). */
function plan(command, rest, values) {
  const scopesOf = (modules, usage) => {
    if (modules.length === 0) throw new UsageError(usage);
    return parseScopes(modules);
  };
  switch (command) {
    case 'list':
    case 'failures':
    case 'canaries':
      return { command };
    case 'canary': {
      const [remote, version, extra] = rest;
      const usage = 'canary <remote> <version> --module <module> --share <1-99>';
      if (!remote || !version || extra || values.module === undefined || values.share === undefined) {
        throw new UsageError(usage);
      }
      return {
        command,
        body: {
          remote: parseRemote(remote),
          scope: parseScope(values.module),
          version: parseVersion(version),
          share: parseWhole(values.share, 'share', 1, 99),
        },
      };
    }
    case 'preview': {
      const [remote, version, extra] = rest;
      if (!remote || !version || extra) throw new UsageError('preview <remote> <version> [--module m] [--minutes N]');
      return {
        command,
        body: {
          remote: parseRemote(remote),
          version: parseVersion(version),
          ...(values.module === undefined ? {} : { scope: parseScope(values.module) }),
          ...(values.minutes === undefined ? {} : { minutes: parseWhole(values.minutes, 'minutes', 5, 1440) }),
        },
      };
    }
    case 'promote':
    case 'canary-stop': {
      const [remote, extra] = rest;
      if (!remote || extra || values.module === undefined)
        throw new UsageError(`${command} <remote> --module <module>`);
      return { command, remote: parseRemote(remote), scope: parseScope(values.module) };
    }
    case 'canary-settings': {
      const settings = {
        ...(values.window === undefined ? {} : { windowMinutes: parseWhole(values.window, 'window', 1, 1440) }),
        ...(values.threshold === undefined
          ? {}
          : { failurePercent: parseWhole(values.threshold, 'threshold', 1, 100) }),
        ...(values['min-failures'] === undefined
          ? {}
          : { minFailures: parseWhole(values['min-failures'], 'min-failures', 1, 10000) }),
      };
      if (Object.keys(settings).length === 0 || rest.length > 0) {
        throw new UsageError('canary-settings [--window MIN] [--threshold PCT] [--min-failures N]: name one at least');
      }
      return { command, settings };
    }
    case 'enable': {
      const [remote, ...modules] = rest;
      const usage = 'enable <remote> <modules|all> [--version V]';
      if (!remote) throw new UsageError(usage);
      const version = values.version === undefined ? undefined : parseVersion(values.version);
      return { command, remote: parseRemote(remote), scopes: scopesOf(modules, usage), version };
    }
    case 'disable': {
      const [remote, ...modules] = rest;
      if (!remote) throw new UsageError('disable <remote> <modules|all>');
      return { command, remote: parseRemote(remote), scopes: scopesOf(modules, 'disable <remote> <modules|all>') };
    }
    case 'set': {
      const [remote, version, ...modules] = rest;
      const usage = 'set <remote> <version> <modules|all>';
      if (!remote || !version) throw new UsageError(usage);
      return { command, remote: parseRemote(remote), version: parseVersion(version), scopes: scopesOf(modules, usage) };
    }
    case 'history': {
      const [remote] = rest;
      if (values.module && !remote) throw new UsageError('history <remote> --module <module>');
      return {
        command,
        remote: remote === undefined ? undefined : parseRemote(remote),
        scope: values.module === undefined ? undefined : parseScope(values.module),
      };
    }
    case 'rollback': {
      const [remote, extra] = rest;
      if (values.to !== undefined) {
        const to = Number(values.to);
        if (remote || values.module || !Number.isInteger(to) || to <= 0) {
          throw new UsageError('rollback --to <change-id>: the id is a number from history, and nothing else.');
        }
        return { command, body: { to } };
      }
      if (!remote) throw new UsageError('rollback <remote> [--module m], or rollback --to <change-id> (whole site)');
      if (/^\d+$/.test(remote))
        throw new UsageError(`To restore the whole site's state after #${remote}: rollback --to ${remote}`);
      if (extra) throw new UsageError(`rollback ${remote} takes one module, as --module ${extra}`);
      const scope = values.module === undefined ? undefined : parseScope(values.module);
      return { command, body: { remote: parseRemote(remote), ...(scope ? { scope } : {}) } };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.', true);
  }
}

/** The version last live for a remote in a scope: its last change there, before it went off. */
async function lastLive(registry, remote, scope) {
  const [entry] = (await registry.history({ remote, scope, limit: 1 })).changes;
  const change = entry?.changes.find((c) => c.remote === remote && c.scope === scope);
  return change ? (change.after ?? change.before) : null;
}

async function enable(registry, { remote, scopes, version }) {
  const current = (await registry.read()).remotes.find((r) => r.name === remote);
  const change = {};
  const never = [];
  for (const scope of scopes) {
    if (version) change[scope] = version;
    else if (!current.live[scope]) {
      const last = await lastLive(registry, remote, scope);
      if (last) change[scope] = last;
      else never.push(scope);
    }
  }
  if (never.length > 0) {
    const published = current.releases.map((r) => r.version).join(', ') || 'none';
    throw new Error(
      `${remote} was never live for ${never.join(', ')}: name the version, --version V (published: ${published}). Nothing was changed.`,
    );
  }
  if (Object.keys(change).length === 0) return `${remote} is already on for ${scopes.join(', ')}.`;
  const after = await registry.change({ [remote]: change });
  const done = Object.entries(change).map(([scope, v]) => `${scope} ${v}`);
  return `${remote} on again: ${done.join(', ')}\n${formatRegistry(after)}`;
}

/** The registry after a change, under what the change did (its history entry). */
async function saying(registry, after) {
  const [entry] = (await registry.history({ limit: 1 })).changes;
  const said = entry?.id === after.revision ? entry.action : 'Nothing changed.';
  return `${said}\n${formatRegistry(after)}`;
}

function formatCanaries({ settings, canaries, rolledBack = [] }) {
  const rule =
    `A canary is rolled back when ${settings.failurePercent}% or more of the browsers that reported on it in ` +
    `the last ${settings.windowMinutes} min failed to load it, and at least ${settings.minFailures} of them, ` +
    'once 5 browsers have reported (reports count only with their signed assignment).';
  const lines = canaries.map(
    (c) =>
      `${c.remote} ${c.scope}: ${c.version} for ${c.share}% of browsers, since ${c.startedAt} (${c.startedBy}); ` +
      `${c.failures} of ${c.loads} loads failed in the window, ${c.failedBrowsers ?? 0} of ${c.browsers ?? 0} browsers`,
  );
  const rollbacks = rolledBack.map(
    (c) => `${c.remote} ${c.scope}: canary ${c.version} (${c.share}%) at ${c.at}: rolled back: ${c.reason}`,
  );
  return [
    ...(canaries.length === 0 ? ['No canary is running.'] : lines),
    ...(rollbacks.length > 0 ? ['Rolled back lately:', ...rollbacks] : []),
    rule,
  ].join('\n');
}

async function run(registry, request) {
  const { command, remote, scopes } = request;
  switch (command) {
    case 'list':
      return formatRegistry(await registry.read());
    case 'enable':
      return enable(registry, request);
    case 'disable':
      return formatRegistry(await registry.change({ [remote]: Object.fromEntries(scopes.map((s) => [s, null])) }));
    case 'set':
      return formatRegistry(
        await registry.change({ [remote]: Object.fromEntries(scopes.map((s) => [s, request.version])) }),
      );
    case 'history':
      return formatHistory((await registry.history({ remote, scope: request.scope })).changes);
    case 'rollback': {
      const after = await registry.rollback(request.body);
      const [entry] = (await registry.history({ limit: 1 })).changes;
      const said = entry?.id === after.revision ? entry.action : 'Nothing changed: that is the live state already.';
      return `${said}\n${formatRegistry(after)}`;
    }
    case 'canary':
      return saying(registry, await registry.startCanary(request.body));
    case 'promote':
      return saying(registry, await registry.promoteCanary(remote, request.scope));
    case 'canary-stop':
      return saying(registry, await registry.stopCanary(remote, request.scope));
    case 'canaries':
      return formatCanaries(await registry.canaries());
    case 'preview': {
      const link = await registry.preview(request.body);
      const { remote, version, scope } = request.body;
      return (
        `Preview of ${remote} ${version} ${scope ? `in ${scope}` : 'wherever it is on'}, until ${link.expiresAt}:\n` +
        `${process.env.SITE_URL ?? originOf('shell')}${link.path}`
      );
    }
    case 'canary-settings':
      return formatCanaries({
        ...(await registry.canaries()),
        settings: await registry.changeSettings(request.settings),
      });
    case 'failures': {
      const { failures } = await registry.failures();
      if (failures.length === 0) return 'No remote has failed to load recently.';
      return failures.map((f) => `${f.at}  ${f.remote} ${f.version} (${f.scope}) x${f.count}: ${f.reason}`).join('\n');
    }
  }
}

const registry = registryClient();
console.log(`registry: ${registry.url}`);
try {
  const { positionals, values } = options();
  if (values.help) console.log(USAGE);
  else {
    const [command, ...rest] = positionals;
    console.log(await run(registry, plan(command, rest, values)));
  }
} catch (error) {
  console.error(error.message);
  if (error instanceof UsageError) console.error(error.full ? `\n${USAGE}` : 'See npm run registry -- --help');
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
