import { config } from '@parcelo/common/config';

/** The process's configuration lives in common (the BFF reads the same); these are its most asked values. */
export {
  SERVICE_NAMES,
  DEFAULT_PORTS,
  urlEnvName,
  config,
  loadConfig,
  type Config,
  type ServiceName,
  type ServiceUrls,
} from '@parcelo/common/config';

export const isProduction = () => config().production;

/** Shared secret for calls between services that act for no user (sending an OTP, reading the outbox in tests). */
export const internalKey = () => config().internalKey;

/** The web app's public address, for links texted to people (NDR forms, deletion confirmations). */
export const publicUrl = () => config().publicUrl;
