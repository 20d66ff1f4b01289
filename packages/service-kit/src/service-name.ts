import type { BackendServiceName } from '@manzil/contracts';

/** A process role: the gateway (which mounts every service in embedded mode) or one backend service. */
export type ServiceName = 'gateway' | BackendServiceName;
