import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../../../server/sms/ConsoleSmsSender.ts';
import { ManualClock } from '../testServer.ts';

describe('ConsoleSmsSender', () => {
  it('logs each message and keeps it in the outbox, newest first, per phone', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 0));
    const lines: string[] = [];
    const sender = new ConsoleSmsSender(clock, (line) => lines.push(line));
    await sender.send({ phone: '79991112233', text: 'Код: 1111', code: '1111' });
    clock.advance(60_000);
    await sender.send({ phone: '79994445566', text: 'Код: 2222', code: '2222' });
    await sender.send({ phone: '79991112233', text: 'Код: 3333', code: '3333' });

    expect(lines).toEqual(['[sms] to 79991112233: Код: 1111', '[sms] to 79994445566: Код: 2222', '[sms] to 79991112233: Код: 3333']);
    expect(sender.messagesFor('79991112233')).toEqual([
      { phone: '79991112233', text: 'Код: 3333', code: '3333', sentAt: '2026-01-01T12:01:00.000Z' },
      { phone: '79991112233', text: 'Код: 1111', code: '1111', sentAt: '2026-01-01T12:00:00.000Z' },
    ]);
    expect(sender.messagesFor('79990000000')).toEqual([]);
  });

  it('hands out copies: a reader cannot change the outbox', async () => {
    const sender = new ConsoleSmsSender(new ManualClock(), () => undefined);
    await sender.send({ phone: '79991112233', text: 'Код: 1111', code: '1111' });
    sender.messagesFor('79991112233')[0]!.code = '0000';
    expect(sender.messagesFor('79991112233')[0]!.code).toBe('1111');
  });

  it('keeps the newest 1000 messages', async () => {
    const sender = new ConsoleSmsSender(new ManualClock(), () => undefined);
    for (let index = 0; index < 1001; index += 1) {
      await sender.send({ phone: '79991112233', text: `#${index}`, code: String(index) });
    }
    const kept = sender.messagesFor('79991112233');
    expect(kept).toHaveLength(1000);
    expect(kept[0]!.code).toBe('1000');
    expect(kept.at(-1)!.code).toBe('1');
  });
});
