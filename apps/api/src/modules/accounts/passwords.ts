import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing (issue 13 §2, OWASP's password storage cheat sheet): argon2id with 19 MiB of
 * memory, 2 passes and 1 lane, through a maintained binding (@node-rs/argon2, DESIGN §3). The salt
 * and the parameters travel inside the PHC string, so raising them later needs no migration: an old
 * hash still verifies with its own.
 */
// Algorithm.Argon2id is 2; the package's enum is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * A hash of a password nobody has, made once: a login for an unknown e-mail verifies against it, so
 * it takes as long as a wrong password for a real one and the answer's timing tells nothing.
 */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` is the one `stored` was made from. With no stored hash (an unknown e-mail, an
 * account of social login only) the decoy is verified instead and the answer is no, in the same time.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('decoy password that is never anyone’s');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  // A malformed stored value is a wrong password, not a 500.
  return verify(stored, password).catch(() => false);
}
