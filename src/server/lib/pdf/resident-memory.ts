import { readFileSync } from 'node:fs';

/**
 * The resident set size (bytes) of another process, read from `/proc/<pid>/status` (VmRSS): the memory the
 * process really holds, ArrayBuffers and native allocations included, which its own heap cap does not count.
 * Null where there is no /proc (not Linux) or the process is gone.
 */
export function residentBytes(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return null;
  }
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}
