/** One instruction of a Dockerfile: its keyword (upper case) and its arguments as written. */
export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** A build stage: the `FROM` that opens it, its `AS` name, and its instructions after it. */
export interface DockerStage {
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/**
 * Reads a Dockerfile into its build stages: comments and blank lines dropped, lines ending in a
 * backslash joined to the next. Throws on an instruction before the first `FROM` (other than ARG).
 */
export function parseDockerfile(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  const logical = text
    .split(/\r?\n/)
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\[ \t]*\n/g, ' ')
    .split('\n');
  for (const line of logical) {
    const match = /^\s*([A-Za-z]+)\s+(.*\S)\s*$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const keyword = match[1].toUpperCase();
    const args = match[2].replace(/\s+/g, ' ');
    if (keyword === 'FROM') {
      const [image = '', as, name] = args.split(' ').filter((part) => !part.startsWith('--'));
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)?.instructions.push({ keyword, args });
    } else if (keyword !== 'ARG') {
      throw new Error(`${keyword} before the first FROM`);
    }
  }
  return stages;
}

/**
 * The command a RUN, CMD or HEALTHCHECK runs (its --flags and CMD word dropped), as one line: the
 * exec form's JSON array joined by spaces, or the shell form as written.
 */
export function commandLine(args: string): string {
  const command = args.replace(/^(?:--\S+\s+)*(?:CMD\s+)?/, '').trim();
  if (!command.startsWith('[')) return command;
  const parts = JSON.parse(command) as unknown;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) {
    throw new Error(`not an exec form: ${command}`);
  }
  return parts.join(' ');
}
