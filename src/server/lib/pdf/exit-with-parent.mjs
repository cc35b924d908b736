// @ts-check
/**
 * For the PDF worker processes: exit when the server that forked them is gone, even while the main thread is stuck
 * in a loop (a hostile PDF can keep pdf.js busy for good, so the IPC channel's 'disconnect' event may never run). A
 * small watchdog thread notices that the process was re-parented (the server died) and kills the process.
 */
import process from 'node:process';
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setInterval(() => {
  if (process.ppid !== workerData.parent) process.kill(process.pid, 'SIGKILL');
}, workerData.everyMs);
`;

/** @param {number} everyMs how often the parent is checked */
export function exitWithParent(everyMs = 500) {
  process.on('disconnect', () => process.exit(0));
  const watchdog = new Worker(WATCHDOG, { eval: true, workerData: { parent: process.ppid, everyMs } });
  watchdog.unref();
}
