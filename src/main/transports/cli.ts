import { commands } from '../cli/commands';
import { EXIT, type CliIO } from '../cli/command';
import { isAppError } from '../../shared/errors';

const stdio: CliIO = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : s + '\n'),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : s + '\n'),
};

function help(io: CliIO): number {
  io.out('Usage: diagonal <command> [options]\n');
  for (const c of commands) io.out(`  ${c.name.padEnd(12)} ${c.summary}`);
  io.out('\nRun "diagonal <command> --help" for the options of one command.');
  return EXIT.ok;
}

/** The command-line transport: picks the sub-command and turns typed errors into messages. */
export async function main(argv: string[], io: CliIO = stdio): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return help(io);
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.err(`diagonal: unknown command "${name}".`);
    help(io);
    return EXIT.usage;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (isAppError(e)) {
      // The messages (four languages, i18next) are loaded only for a message: a round paired
      // without a word spends no time on them.
      const [{ t }, { translateIssues }] = await Promise.all([
        import('../../shared/i18n/index'),
        import('../api/issues'),
      ]);
      // As dispatch does: the rule issues an error carries are part of its message.
      const issues = translateIssues('en', e.code, e.details);
      const params = issues ? { ...e.params, issues: issues.map((i) => i.message).join(' ') } : e.params;
      io.err(`diagonal ${name}: ${t('en', e.code.includes(':') ? e.code : `errors:${e.code}`, params)}`);
      return EXIT.invalidInput;
    }
    io.err(`diagonal ${name}: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.invalidInput;
  }
}
