/** German: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} mit VK ID|Eintragen|Erhalten|Öffnen|Berechnen|Bestellen|Bestellung aufgeben|Anfrage senden|Teilnehmen',
  floating:
    'Bei {app} anmelden oder registrieren|Bei Ihrem {app}-Konto anmelden|Für die Veranstaltung anmelden|Mit VK ID bewerben|Bei {app} mit VK ID bestellen|Mit VK ID bestellen|Schnell bei {app} registrieren|Alle Funktionen des Dienstes stehen Ihnen offen, und Ihre Daten bleiben geschützt.|Mit VK ID bestellen|Weiter mit VK ID|Schließen|Mit VK ID anmelden|Anmeldung wird geladen…|Anmeldung bereit|Schnellanmeldung nicht verfügbar',
} satisfies LanguageTexts;
