/** Zip archives (fflate): the account data export builds one in memory. */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive, '/' separated. */
  path: string;
  content: string | Uint8Array;
}

/** One zip file of the entries (deflated, level 6); text is stored as UTF-8. */
export function zipFiles(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.path] = [
      typeof entry.content === 'string' ? strToU8(entry.content) : entry.content,
      { level: 6, mtime: modified },
    ];
  }
  return zipSync(files);
}

/** The entries of a zip file, path → bytes (for tests and tools). */
export function unzipFiles(archive: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(archive);
}
