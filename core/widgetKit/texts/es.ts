/** Spanish: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} con VK ID|Inscribirse|Obtener|Abrir|Calcular|Pedir|Hacer el pedido|Enviar solicitud|Participar',
  floating:
    'Inicia sesión en {app} o crea una cuenta|Inicia sesión en tu cuenta de {app}|Regístrate en el evento|Envía tu solicitud con VK ID|Pide en {app} con VK ID|Haz tu pedido con VK ID|Registro rápido en {app}|Tendrás todas las funciones del servicio y tus datos seguirán protegidos.|Pedir con VK ID|Continuar con VK ID|Cerrar|Iniciar sesión con VK ID|Cargando el inicio de sesión…|Inicio de sesión listo|El inicio rápido no está disponible',
} satisfies LanguageTexts;
