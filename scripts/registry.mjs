// npm run registry -- <command>: operates the remote registry (what is live where, and its history).
import { parseArgs } from 'node:util';
import { ALL_SCOPES, formatRegistry, parseScopes, registryClient } from '../tools/registry-client.mjs';

const USAGE = `npm run registry -- <command>

  list                                  what is live for each module, and every release
  enable  <remote> <modules|all> [--version V]
                                        turn a remote on (default: the version live before a module is chosen)
  disable <remote> <modules|all>        turn a remote off
  set     <remote> <version> <modules|all>
                                        point modules at a published version
  history                               every change, newest first
  rollback [change-id]                  restore the state of an earlier change (default: the one before the last)
  failures                              remotes that recently failed to load in browsers

modules: ${ALL_SCOPES.join(', ')} ('default' is the site before a module is chosen)
env: REGISTRY_URL (default the embedded API's /registry), REGISTRY_OPERATOR_TOKEN`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, ...rest] = positionals;
const registry = registryClient();

function versionToEnable(current, remoteName) {
  const remote = current.remotes.find((r) => r.name === remoteName);
  if (!remote) throw new Error(`Unknown remote ${remoteName}.`);
  const version = values.version ?? remote.live.default ?? remote.releases.at(-1)?.version;
  if (!version) throw new Error(`${remoteName} has no published release.`);
  return version;
}

async function run() {
  switch (command) {
    case 'list':
      return formatRegistry(await registry.read());
    case 'enable': {
      const [remote, ...modules] = rest;
      if (!remote || modules.length === 0) throw new Error('enable <remote> <modules|all>');
      const version = versionToEnable(await registry.read(), remote);
      const scopes = parseScopes(modules);
      return formatRegistry(await registry.change({ [remote]: Object.fromEntries(scopes.map((s) => [s, version])) }));
    }
    case 'disable': {
      const [remote, ...modules] = rest;
      if (!remote || modules.length === 0) throw new Error('disable <remote> <modules|all>');
      const scopes = parseScopes(modules);
      return formatRegistry(await registry.change({ [remote]: Object.fromEntries(scopes.map((s) => [s, null])) }));
    }
    case 'set': {
      const [remote, version, ...modules] = rest;
      if (!remote || !version || modules.length === 0) throw new Error('set <remote> <version> <modules|all>');
      const scopes = parseScopes(modules);
      return formatRegistry(await registry.change({ [remote]: Object.fromEntries(scopes.map((s) => [s, version])) }));
    }
    case 'history': {
      const { changes } = await registry.history();
      return changes.map((c) => `#${String(c.id).padEnd(5)} ${c.at}  ${c.actor.padEnd(12)} ${c.action}`).join('\n');
    }
    case 'rollback': {
      let to = rest[0] === undefined ? undefined : Number(rest[0]);
      if (to === undefined) {
        const { changes } = await registry.history();
        to = changes[1]?.id;
        if (to === undefined) throw new Error('There is no earlier change to roll back to.');
      }
      if (!Number.isInteger(to) || to <= 0) throw new Error('rollback [change-id]: the id is a number from history.');
      return formatRegistry(await registry.rollback(to));
    }
    case 'failures': {
      const { failures } = await registry.failures();
      if (failures.length === 0) return 'No remote has failed to load recently.';
      return failures.map((f) => `${f.at}  ${f.remote} ${f.version} (${f.scope}) x${f.count}: ${f.reason}`).join('\n');
    }
    default:
      return USAGE;
  }
}

if (values.help) console.log(USAGE);
else {
  run().then(
    (output) => console.log(output),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
