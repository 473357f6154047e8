import type { Clock } from '../../core/ports/logger.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SmsOutbox, SmsSender } from '../ports.ts';
import { ConsoleSmsSender } from './ConsoleSmsSender.ts';
import { SmsRuSender } from './SmsRuSender.ts';

/**
 * The configured SMS provider; the outbox (in `db`) exists only with the console provider. Throws on missing
 * credentials.
 */
export function createSmsSender(
  config: ServerConfig,
  clock: Clock,
  db: Db,
): { sms: SmsSender; smsOutbox: SmsOutbox | null } {
  if (config.smsProvider === 'console') {
    const consoleSender = new ConsoleSmsSender(db, clock);
    return { sms: consoleSender, smsOutbox: consoleSender };
  }
  if (config.smsRuApiId === null || config.smsRuApiId.trim() === '') {
    throw new Error('SMS_PROVIDER=smsru needs SMSRU_API_ID');
  }
  return { sms: new SmsRuSender({ apiId: config.smsRuApiId, url: config.smsRuUrl }), smsOutbox: null };
}
