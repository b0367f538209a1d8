import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { notConfiguredWarning, readEmailService, type EmailService } from '../lib/contact/email-service';

/**
 * Checks the e-mail service variables (PUBLIC_EMAILJS_*) once, before the build: a half or badly
 * filled configuration stops the build with a message naming the variable; a missing one lets the
 * build go on (the form falls back to `mailto:`) and prints a warning at the end, where it is seen.
 */
export function emailServiceCheck(): AstroIntegration {
  let service: EmailService | undefined;
  return {
    name: 'email-service-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        const mode = command === 'dev' ? 'development' : 'production';
        // The same sources as import.meta.env: .env files of the project, then the environment.
        service = readEmailService(loadEnv(mode, fileURLToPath(config.root), ['PUBLIC_EMAILJS_', 'CONTACT_FORM_']));
        if (command === 'dev' && !service.configured && !service.mailtoChosen)
          logger.warn(notConfiguredWarning(service.missing));
      },
      'astro:build:done': ({ logger }) => {
        if (!service) return;
        if (service.configured) logger.info(`Formulaire de contact : envoi par EmailJS via ${service.origin}`);
        else if (service.mailtoChosen)
          logger.info('Formulaire de contact : envoi depuis la messagerie du visiteur (mailto:)');
        else logger.warn(notConfiguredWarning(service.missing));
      },
    },
  };
}
