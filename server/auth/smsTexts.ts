/** The texts of the SMS the sign-in flows send (Russian, like the rest of the portal). */

export function loginCodeText(code: string): string {
  return `Код для входа в «Рядом»: ${code}. Никому его не сообщайте.`;
}

export function registrationCodeText(code: string): string {
  return `Код для регистрации в «Рядом»: ${code}. Никому его не сообщайте.`;
}

/** The recovery link: `${publicUrl}/reset-password?t=…` (`t` is the query parameter portal §2 lists for it). */
export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?t=${encodeURIComponent(token)}`;
}

export function recoveryText(link: string, ttlSeconds: number): string {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return `Восстановление пароля «Рядом»: ${link} Ссылка действует ${minutes} мин.`;
}
