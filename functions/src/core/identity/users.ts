import { type CreateUserInput, createUserInput, type User } from '@wattle/shared/auth';
import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity, nextId } from '../db/counter-entity.ts';
import { VisibleError } from '../error.ts';
import { lazy } from '../lazy.ts';
import { parseInput } from '../validation.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { type UserItem, userEmailEntity, userEntity } from './user-entity.ts';

const identityCounter = lazy(() => createCounterEntity(tableNames().identity, dynamo()));
const identityService = lazy(
  () =>
    new Service(
      { user: userEntity(), userEmail: userEmailEntity() },
      { table: tableNames().identity, client: dynamo() },
    ),
);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toUser(item: Pick<UserItem, 'user_id' | 'name' | 'email'>): User {
  return { id: item.user_id, name: item.name, email: item.email };
}

/** Creates a user; the e-mail guard item and the user are written in one transaction. */
export async function createUser(input: CreateUserInput): Promise<User> {
  const data = parseInput(createUserInput, input);
  const email = normalizeEmail(data.email);
  const weak = await passwordProblem(data.password, { email, name: data.name });
  if (weak) throw VisibleError.validation({ password: [weak] });
  const userId = await nextId(identityCounter(), 'user');
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(data.password);
  const result = await identityService()
    .transaction.write(({ user, userEmail }) => [
      userEmail.create({ email, user_id: userId }).commit(),
      user
        .create({
          user_id: userId,
          name: data.name,
          email,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) {
    throw VisibleError.validation({ email: ['A user with this email already exists.'] });
  }
  return { id: userId, name: data.name, email };
}

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const guard = await userEmailEntity()
    .get({ email: normalizeEmail(email) })
    .go();
  if (!guard.data) return null;
  const user = await userEntity().get({ user_id: guard.data.user_id }).go();
  return user.data;
}

/** True when at least one user exists (the local stack creates the first admin otherwise). */
export async function anyUserExists(): Promise<boolean> {
  const counter = await identityCounter().get({ name: 'user' }).go({ consistent: true });
  return (counter.data?.value ?? 0) > 0;
}

export async function findUserById(userId: number): Promise<UserItem | null> {
  return (await userEntity().get({ user_id: userId }).go()).data;
}
