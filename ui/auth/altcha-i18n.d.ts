/** altcha ships its translation modules without type declarations; they only register texts. */
declare module 'altcha/i18n/ru';
