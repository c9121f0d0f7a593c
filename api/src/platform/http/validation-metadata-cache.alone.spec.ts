import { describe, expect, it, jest } from '@jest/globals';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsString,
  MinLength,
  ValidateNested,
  getMetadataStorage,
  validate,
} from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache.js';

class Guest {
  @IsString()
  @MinLength(3)
  name!: string;
}

class Order {
  @IsInt()
  eventId!: number;

  @ValidateNested({ each: true })
  @Type(() => Guest)
  guests!: Guest[];
}

const order = (eventId: unknown, ...names: unknown[]) =>
  Object.assign(new Order(), {
    eventId,
    guests: names.map((name) => Object.assign(new Guest(), { name })),
  });

/** Every failed rule as `path: constraint`, nested ones included. */
const failures = async (value: object) => {
  const out: string[] = [];
  const walk = (errors: Awaited<ReturnType<typeof validate>>, prefix: string) => {
    for (const e of errors) {
      for (const rule of Object.keys(e.constraints ?? {}))
        out.push(`${prefix}${e.property}: ${rule}`);
      walk(e.children ?? [], `${prefix}${e.property}.`);
    }
  };
  walk(await validate(value), '');
  return out.sort();
};

describe('the validation metadata cache', () => {
  // This file's own registry (it runs alone: test/spec-suites.js): class-validator's storage
  // here has only the classes above.
  const storage = getMetadataStorage();
  const lookups = jest.spyOn(storage, 'getTargetValidationMetadatas');
  cacheValidationMetadata(storage);

  it('works out a class’s rules once, its nested objects’ too, and gives the same answers', async () => {
    expect(await failures(order(3, 'Ana Maria', 'Bia'))).toEqual([]);
    const afterFirst = lookups.mock.calls.length;
    expect(afterFirst).toBe(2); // the order's rules, and the guests' (asked once per guest class)

    expect(await failures(order('três', 'Jo', 'Carla', 7))).toEqual([
      'eventId: isInt',
      'guests.0.name: minLength',
      'guests.2.name: isString',
      'guests.2.name: minLength',
    ]);
    for (let i = 0; i < 20; i++) await failures(order(i, 'Ana Maria', 'Beatriz'));
    expect(lookups.mock.calls.length).toBe(afterFirst);
  });

  it('forgets when a rule is added, so a class defined later is validated by its rules', async () => {
    await failures(order(1, 'Ana'));
    const before = lookups.mock.calls.length;

    class Member extends Guest {
      @IsInt()
      card!: number;
    }
    const member = Object.assign(new Member(), { name: 'Li', card: 'x' });
    expect(await failures(member)).toEqual(['card: isInt', 'name: minLength']);
    expect(lookups.mock.calls.length).toBeGreaterThan(before);
    // The earlier classes' answers were worked out again, and are unchanged.
    expect(await failures(order(1, 'Jo'))).toEqual(['guests.0.name: minLength']);
  });
});
