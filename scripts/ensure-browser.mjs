#!/usr/bin/env node
// The browser tests drive Debian's chromium. On a Debian machine as root we install it (and CJK
// fonts, so Chinese and Korean pages render) ourselves; elsewhere we say what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (existsSync(CHROMIUM) && (existsSync(FONTS) || process.env.CHROMIUM_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && has('apt-get') && existsSync('/etc/debian_version')) {
  console.log('Installing chromium and fonts-noto-cjk for the browser tests (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit', env });
  process.exit(0);
}

console.error(
  [
    'The browser tests need Chromium and CJK fonts, and this script can only install them as root on Debian.',
    'Install them yourself, for example:',
    '  Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk',
    '  elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
