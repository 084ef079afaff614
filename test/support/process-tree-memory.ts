import fs from 'node:fs';

/** The parent of each running process, from /proc. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // `pid (command) state ppid …`: the command may hold spaces, so read after its closing parenthesis.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parentOf.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return parentOf;
}

/** Resident memory (MB) and count of a process and all its descendants (Linux). */
export function processTreeMemory(rootPid: number): { residentMb: number; processes: number } {
  const parentOf = parents();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { residentMb: Math.round(kb / 1024), processes: tree.length };
}
