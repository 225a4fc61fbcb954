#!/usr/bin/env node
// The licence issuer's tool (docs/licence.md): makes an Ed25519 key pair and signs licence files
// that an AGVS installation trusting the public key accepts. The private key never belongs in
// this repository or on a customer's server; keep it where the issuer keeps signing keys.
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage:
  node scripts/licence-tool.mjs keygen --out DIR
      writes DIR/licence-issuer.key (private, mode 0600) and DIR/licence-issuer.pem (public);
      an installation trusts the public key once it is copied to DATA_DIR/licence-keys/
  node scripts/licence-tool.mjs sign --key DIR/licence-issuer.key --customer-code C --customer-name N
      --vehicles V [--equipment E] [--modules a,b] [--not-before YYYY-MM-DD] [--not-after YYYY-MM-DD] --out FILE.lic`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    key: { type: 'string' },
    'customer-code': { type: 'string' },
    'customer-name': { type: 'string' },
    vehicles: { type: 'string' },
    equipment: { type: 'string' },
    modules: { type: 'string' },
    'not-before': { type: 'string' },
    'not-after': { type: 'string' },
  },
});

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

function count(name, fallback) {
  const text = values[name];
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (!text || !Number.isInteger(n) || n < 0 || n > 1_000_000) fail(`--${name} must be a whole number from 0 to 1000000`);
  return n;
}

function day(name) {
  const text = values[name];
  if (text === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) fail(`--${name} must be a date like 2027-12-31`);
  return text;
}

const command = positionals[0];
if (command === 'keygen') {
  if (!values.out) fail('--out is required');
  const priv = join(values.out, 'licence-issuer.key');
  if (existsSync(priv)) fail(`${priv} exists; a new key would invalidate every licence signed with it`);
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(join(values.out, 'licence-issuer.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
  console.log(`wrote ${priv} (keep it secret) and ${join(values.out, 'licence-issuer.pem')}`);
} else if (command === 'sign') {
  if (!values.key || !values.out) fail('--key and --out are required');
  const code = values['customer-code'];
  const name = values['customer-name'];
  if (!code || !name) fail('--customer-code and --customer-name are required');
  const notBefore = day('not-before') ?? new Date().toISOString().slice(0, 10);
  const notAfter = day('not-after');
  if (notAfter && notAfter < notBefore) fail('--not-after is before --not-before');
  const licence = {
    licenceId: randomUUID(),
    customerCode: code,
    customerName: name,
    vehicles: count('vehicles'),
    equipment: count('equipment', 0),
    modules: (values.modules ?? '').split(',').map((m) => m.trim()).filter(Boolean),
    notBefore,
    notAfter,
    issuedAt: new Date().toISOString(),
  };
  const payload = Buffer.from(JSON.stringify(licence), 'utf8');
  const signature = sign(null, payload, createPrivateKey(readFileSync(values.key)));
  const file = { format: 'agvs-licence-1', payload: payload.toString('base64'), signature: signature.toString('base64') };
  writeFileSync(values.out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${values.out}: ${licence.vehicles} vehicles for ${name}${notAfter ? ` until ${notAfter}` : ''}`);
} else {
  fail(command ? `unknown command ${command}` : 'a command is required');
}
