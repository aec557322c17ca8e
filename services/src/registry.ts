import type { ServiceDefinition, ServiceName } from './platform/index.js';
import { ums } from './ums/index.js';
import { nms } from './nms/index.js';
import { oms } from './oms/index.js';
import { wms } from './wms/index.js';
import { d2r } from './d2r/index.js';
import { hms } from './hms/index.js';
import { hub } from './hub/index.js';
import { invoices } from './invoices/index.js';

export const SERVICES: Record<ServiceName, ServiceDefinition> = { ums, nms, oms, wms, d2r, hms, hub, invoices };
