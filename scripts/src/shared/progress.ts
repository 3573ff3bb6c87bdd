/**
 * A progress line on stderr. In a terminal it is one line rewritten in place; in a log (CI, a pipe) it is a
 * plain line each time the group (operation, scenario) changes, so logs stay short and readable.
 */
export interface Progress {
  update(done: number, total: number, group: string, detail?: string): void;
  /** Clears the line (terminal) before the summary is printed. */
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr, enabled = true): Progress {
  const tty = Boolean(stream.isTTY);
  let lastGroup = '';
  let shown = false;
  return {
    update(done, total, group, detail) {
      if (!enabled) return;
      const line = `[${done}/${total}] ${group}${detail ? `: ${detail}` : ''}`;
      if (tty) {
        const width = stream.columns || 100;
        stream.write(`\r\x1b[2K${line.length >= width ? `${line.slice(0, width - 2)}…` : line}`);
        shown = true;
      } else if (group !== lastGroup) {
        stream.write(`${line}\n`);
      }
      lastGroup = group;
    },
    done() {
      if (tty && shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}

export const silentProgress: Progress = { update() {}, done() {} };
