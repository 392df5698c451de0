import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id setting (19 MiB, t=2, p=1), set explicitly: the library's defaults differ.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash of a random password, verified when the e-mail is unknown so both cases cost the same.
const decoy = hash(`decoy-${Math.random()}`, options);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
