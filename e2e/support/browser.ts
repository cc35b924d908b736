import { randomInt } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_IP_HEADER } from './server';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

let ipCounter = 0;
// Each test file runs in its own process against the one shared server: a random prefix per process keeps
// two files from handing out the same addresses (a pid-based octet collided for 1 pair in 200).
const ipPrefix = `10.${randomInt(1, 255)}.${randomInt(0, 256)}`;
/** Each context looks like a different visitor (its own client IP), so per-IP limits don't couple tests. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `${ipPrefix}.${(ipCounter % 254) + 1}`;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  ip: string;
}

export async function newVisitor(
  browser: Browser,
  options: { width?: number; height?: number; ip?: string; baseUrl?: string } = {},
): Promise<Visitor> {
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const ip = options.ip ?? uniqueIp();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    extraHTTPHeaders: { [E2E_IP_HEADER]: ip },
  });
  const page = await context.newPage();
  return { context, page, baseUrl, ip };
}

let userCounter = 0;
export function uniqueUser() {
  userCounter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${userCounter}`;
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.${tag}@example.com`,
    password: 'cobol1959',
    username: `grace_${tag}`.slice(0, 30),
  };
}
