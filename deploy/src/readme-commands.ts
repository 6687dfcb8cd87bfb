/**
 * The shell commands one `## heading` section of a Markdown file shows: every line of its `sh`
 * code blocks, each split at `&&`, trailing `# comments` dropped. Throws when there is no such
 * section.
 */
export function readmeCommands(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const commands: string[] = [];
  for (const [, block = ''] of section.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block.split('\n')) {
      const command = line.replace(/\s+#\s.*$/, '').trim();
      if (command === '' || command.startsWith('#')) continue;
      commands.push(...command.split('&&').map((part) => part.trim()));
    }
  }
  return commands;
}

/**
 * The root scripts a list of commands runs through `npm run NAME` (with or without sudo), by name
 * in order of appearance, once each.
 */
export function npmScriptsRun(commands: readonly string[]): string[] {
  const names = commands.flatMap((command) => {
    const match = /^(?:sudo\s+(?:-\S+\s+\S+\s+)*)?npm run (\S+)/.exec(command);
    return match?.[1] ? [match[1]] : [];
  });
  return [...new Set(names)];
}
