import { FIXED_COUNTRY } from '@souk/shared/constants';
import { users } from '../schema/accounts';
import { FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from './people-data';
import { rngFor, type Rng } from './random';
import { daysBefore, mustGet, slugify } from './support';
import type { Tx } from '../client';

export const DEMO_CUSTOMER_EMAIL = 'customer@souk.tn';
export const ADMIN_EMAIL = 'admin@souk.tn';
const OTHER_CUSTOMERS = 60;
const DISABLED_CUSTOMERS = 4;

export type CustomerRef = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  registrationDate: Date;
  enabled: boolean;
  isDemo: boolean;
};

export type People = { customers: CustomerRef[]; demo: CustomerRef; adminId: number };

type CustomerPlan = Omit<CustomerRef, 'id'> & { language: 'en' | 'fr' | 'ar'; dateOfBirth: string };

export async function seedPeople(tx: Tx, now: Date, passwordHash: string): Promise<People> {
  const rng = rngFor('customers');
  const plans = [demoCustomer(now), ...otherCustomers(rng, now)];
  const admin = {
    email: ADMIN_EMAIL,
    passwordHash,
    firstname: 'Admin',
    lastname: 'Souk',
    role: 'ADMIN' as const,
    enabled: true,
    emailVerified: true,
    registrationDate: daysBefore(now, 760),
    lastLogin: daysBefore(now, 0.2),
    createdAt: daysBefore(now, 760),
    updatedAt: daysBefore(now, 760),
  };
  const inserted = await tx
    .insert(users)
    .values([
      admin,
      ...plans.map((plan) => ({
        email: plan.email,
        passwordHash,
        firstname: plan.firstname,
        lastname: plan.lastname,
        phoneNumber: plan.phoneNumber,
        address: plan.address,
        city: plan.city,
        state: plan.state,
        zipCode: plan.zipCode,
        country: FIXED_COUNTRY,
        dateOfBirth: plan.dateOfBirth,
        role: 'CUSTOMER' as const,
        enabled: plan.enabled,
        emailVerified: true,
        language: plan.language,
        registrationDate: plan.registrationDate,
        lastLogin: plan.enabled ? daysBefore(now, rng.float(0.1, 30)) : null,
        createdAt: plan.registrationDate,
        updatedAt: plan.registrationDate,
      })),
    ])
    .returning({ id: users.id, email: users.email });
  const ids = new Map(inserted.map((row) => [row.email, row.id]));
  const customers = plans.map(({ language: _l, dateOfBirth: _d, ...plan }) => ({
    ...plan,
    id: mustGet(ids, plan.email),
  }));
  const demo = customers[0];
  if (!demo) throw new Error('seed: demo customer missing');
  return { customers, demo, adminId: mustGet(ids, ADMIN_EMAIL) };
}

function demoCustomer(now: Date): CustomerPlan {
  return {
    firstname: 'Amira',
    lastname: 'Ben Salah',
    email: DEMO_CUSTOMER_EMAIL,
    phoneNumber: '+21620123456',
    address: '15 Rue du Jasmin, Cité El Khadra',
    city: 'Tunis',
    state: 'Tunis',
    zipCode: '1003',
    registrationDate: daysBefore(now, 390),
    enabled: true,
    isDemo: true,
    language: 'en',
    dateOfBirth: '1994-03-18',
  };
}

function otherCustomers(rng: Rng, now: Date): CustomerPlan[] {
  const emails = new Set<string>();
  const phones = new Set<string>(['+21620123456']);
  const disabled = new Set(rng.sample([...Array(OTHER_CUSTOMERS).keys()], DISABLED_CUSTOMERS));
  return Array.from({ length: OTHER_CUSTOMERS }, (_, i) => {
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    const place = rng.pick(PLACES);
    return {
      firstname,
      lastname,
      email: uniqueEmail(firstname, lastname, emails),
      phoneNumber: uniquePhone(rng, phones),
      address: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      // older accounts are more common, so early orders have customers to place them
      registrationDate: daysBefore(now, 3 + 360 * Math.sqrt(rng.next())),
      enabled: !disabled.has(i),
      isDemo: false,
      language: rng.weighted([
        ['fr', 5],
        ['en', 3],
        ['ar', 2],
      ] as const),
      dateOfBirth: `${rng.int(1960, 2005)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
    };
  });
}

function uniqueEmail(firstname: string, lastname: string, used: Set<string>): string {
  const base = `${slugify(firstname)}.${slugify(lastname).replace(/-/g, '')}`;
  let email = `${base}@example.com`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}@example.com`;
  used.add(email);
  return email;
}

function uniquePhone(rng: Rng, used: Set<string>): string {
  for (;;) {
    const phone = `+216${rng.pick(['2', '5', '9'])}${rng.digits(7)}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
