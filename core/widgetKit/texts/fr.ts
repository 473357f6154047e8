/** French: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: "{} avec VK ID|S'inscrire|Obtenir|Ouvrir|Calculer|Commander|Passer commande|Envoyer une demande|Participer",
  floating:
    "Connectez-vous à {app} ou créez un compte|Connectez-vous à votre compte {app}|Inscrivez-vous à l'événement|Postulez avec VK ID|Commandez sur {app} avec VK ID|Passez commande avec VK ID|Inscription rapide à {app}|Toutes les fonctions du service vous sont ouvertes et vos données restent protégées.|Commander avec VK ID|Continuer avec VK ID|Fermer|Se connecter avec VK ID|Chargement de la connexion…|Connexion prête|Connexion rapide indisponible",
} satisfies LanguageTexts;
