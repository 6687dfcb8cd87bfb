/** A systemd unit file: each section's settings, with every assignment of a key in file order. */
export type UnitFile = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/**
 * Reads a unit file (an INI dialect): `[Section]` headers, `Key=value` lines, `#` and `;`
 * comments, a trailing backslash continuing a line. Throws on a line it cannot read.
 */
export function parseUnitFile(text: string): UnitFile {
  const unit = new Map<string, Map<string, string[]>>();
  let section: Map<string, string[]> | undefined;
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header?.[1]) {
      section = unit.get(header[1]) ?? new Map<string, string[]>();
      unit.set(header[1], section);
      return;
    }
    const equals = line.indexOf('=');
    if (!section || equals < 1) {
      throw new Error(`line ${index + 1}: expected [Section] or Key=value, got "${line}"`);
    }
    const key = line.slice(0, equals).trim();
    const values = section.get(key) ?? [];
    values.push(line.slice(equals + 1).trim());
    section.set(key, values);
  });
  return unit;
}

/** A setting's value as systemd takes it for a single-valued key: its last assignment. */
export function unitSetting(unit: UnitFile, section: string, key: string): string | undefined {
  return unit.get(section)?.get(key)?.at(-1);
}
