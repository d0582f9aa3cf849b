// One line of /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat (Linux), read as the benches need it.
// The name is in parentheses and may hold spaces, so the fields are counted after its last ')'.

const TICKS = 100; // USER_HZ

/** The thread's or process's name, its parent pid, and its user and system CPU seconds. */
export function readProcStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    parent: Number(fields[1]),
    user: Number(fields[11]) / TICKS,
    sys: Number(fields[12]) / TICKS,
  };
}
