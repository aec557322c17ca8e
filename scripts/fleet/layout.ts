/**
 * Where each process of the fleet listens, all from the public port: nginx's public listener on
 * PORT, the two BFFs on the next two ports, and for service number i (UMS 1 … invoices 8, as
 * their default ports 4101 … 4108 count them) nginx's internal listener on PORT+1100+i and its
 * processes on PORT+1200+i and PORT+1300+i. PORT 4000 gives OMS (3) nginx on 5103 and its
 * processes on 5203 and 5303; a service with one process has it on PORT+1200+i, reached directly.
 */
import { DEFAULT_PORTS, SERVICE_NAMES, type ServiceName, type ServiceUrls } from '@parcelo/common/config';

/** The services that run as two processes behind nginx; the others run as one. */
export const DOUBLED: readonly ServiceName[] = ['oms', 'wms', 'nms'];
export const BFF_COUNT = 2;

export interface FleetProcessSpec {
  /** `oms-1`, `ums`, `bff-2`: the prefix of its log lines and its name in the fleet's API. */
  name: string;
  kind: 'service' | 'bff';
  /** The service it runs (services only). */
  service?: ServiceName;
  port: number;
  /** Its health route, answered once it is ready. */
  health: string;
}

export interface FleetLayout {
  publicPort: number;
  /** Where every process reaches each service: nginx's listener, or the lone process itself. */
  serviceUrls: ServiceUrls;
  /** nginx's internal listener port of each doubled service. */
  nginxPorts: Partial<Record<ServiceName, number>>;
  processes: FleetProcessSpec[];
  sandboxPort: number;
}

const LOOPBACK = '127.0.0.1';

export function fleetLayout(publicPort: number): FleetLayout {
  // The highest port used is PORT+1308.
  if (!Number.isInteger(publicPort) || publicPort < 1 || publicPort + 1308 > 65_535) {
    throw new Error(`The fleet needs PORT between 1 and ${65_535 - 1308}; it was ${publicPort}`);
  }
  const processes: FleetProcessSpec[] = [];
  const nginxPorts: Partial<Record<ServiceName, number>> = {};
  const serviceUrls = {} as ServiceUrls;
  for (const service of SERVICE_NAMES) {
    const i = DEFAULT_PORTS[service] - 4100;
    if (DOUBLED.includes(service)) {
      nginxPorts[service] = publicPort + 1100 + i;
      serviceUrls[service] = `http://${LOOPBACK}:${publicPort + 1100 + i}`;
      for (const k of [1, 2]) {
        processes.push({
          name: `${service}-${k}`,
          kind: 'service',
          service,
          port: publicPort + 1100 + 100 * k + i,
          health: '/health',
        });
      }
    } else {
      serviceUrls[service] = `http://${LOOPBACK}:${publicPort + 1200 + i}`;
      processes.push({ name: service, kind: 'service', service, port: publicPort + 1200 + i, health: '/health' });
    }
  }
  for (let k = 1; k <= BFF_COUNT; k++) {
    processes.push({ name: `bff-${k}`, kind: 'bff', port: publicPort + k, health: '/healthz' });
  }
  return { publicPort, serviceUrls, nginxPorts, processes, sandboxPort: publicPort + 100 };
}

export const processUrl = (spec: FleetProcessSpec) => `http://${LOOPBACK}:${spec.port}`;
