import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database.ts';
import { ConsoleSmsSender } from '../../../server/sms/ConsoleSmsSender.ts';
import { randomPhone } from '../signedIn.ts';
import { ManualClock } from '../testServer.ts';

let database: Database;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase(url ? { url } : { inMemory: true });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('ConsoleSmsSender', () => {
  it('logs each message and keeps it in the outbox, newest first, per phone', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 0));
    const lines: string[] = [];
    const sender = new ConsoleSmsSender(database.db, clock, (line) => lines.push(line));
    const [one, two] = [randomPhone(), randomPhone()];
    await sender.send({ phone: one, text: 'Код: 1111', code: '1111' });
    clock.advance(60_000);
    await sender.send({ phone: two, text: 'Код: 2222', code: '2222' });
    await sender.send({ phone: one, text: 'Код: 3333', code: '3333' });

    expect(lines).toEqual([`[sms] to ${one}: Код: 1111`, `[sms] to ${two}: Код: 2222`, `[sms] to ${one}: Код: 3333`]);
    expect(await sender.listFor(one)).toEqual([
      { phone: one, text: 'Код: 3333', code: '3333', sentAt: '2026-01-01T12:01:00.000Z' },
      { phone: one, text: 'Код: 1111', code: '1111', sentAt: '2026-01-01T12:00:00.000Z' },
    ]);
    expect(await sender.listFor(randomPhone())).toEqual([]);
  });

  it('survives a restart and is shared by every instance on the database (issue 8, scale-out: the outbox lived in one process)', async () => {
    const phone = randomPhone();
    const first = new ConsoleSmsSender(database.db, new ManualClock(), () => undefined);
    await first.send({ phone, text: 'Код: 4444', code: '4444' });
    // A restarted process, or a second instance, is a new sender on the same database.
    const second = new ConsoleSmsSender(database.db, new ManualClock(), () => undefined);
    expect((await second.listFor(phone)).map((message) => message.code)).toEqual(['4444']);
  });

  it('keeps the newest messages of each phone up to its cap', async () => {
    const sender = new ConsoleSmsSender(database.db, new ManualClock(), () => undefined, { perPhone: 5 });
    const phone = randomPhone();
    for (let index = 0; index < 8; index += 1) {
      await sender.send({ phone, text: `#${index}`, code: String(index) });
    }
    expect((await sender.listFor(phone)).map((message) => message.code)).toEqual(['7', '6', '5', '4', '3']);
  });
});
