import type { ServiceDefinition, ServiceName } from './platform/index.js';
import { SERVICE_NAMES, withDomains } from './platform/index.js';
import { DOMAINS } from './domains.generated.js';
import { ums } from './ums/index.js';
import { nms } from './nms/index.js';
import { oms } from './oms/index.js';
import { wms } from './wms/index.js';
import { d2r } from './d2r/index.js';
import { hms } from './hms/index.js';
import { hub } from './hub/index.js';
import { invoices } from './invoices/index.js';

const services: Record<ServiceName, ServiceDefinition> = { ums, nms, oms, wms, d2r, hms, hub, invoices };

/** Every service, each with the domains codegen found in its folders (`<svc>/<domain>/domain.ts`). */
export const SERVICES = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, withDomains(services[name], DOMAINS[name])]),
) as Record<ServiceName, ServiceDefinition>;
