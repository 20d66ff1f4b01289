// Shared by the k6 journeys: the target, request ids (so a slow request can be found in the logs) and checks.
import { check } from 'k6';
import http from 'k6/http';

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');

let sequence = 0;
/** `k6-<vu>-<iteration>-<n>`: the gateway keeps it, returns it and passes it to the services and events. */
export function requestId() {
  sequence += 1;
  return `k6-${__VU}-${__ITER}-${sequence}`;
}

export function getJson(path, tags = {}) {
  const response = http.get(`${BASE_URL}${path}`, {
    headers: { accept: 'application/json', 'x-request-id': requestId() },
    tags,
  });
  check(response, { [`${tags.name || path} answers 200`]: (r) => r.status === 200 });
  return response;
}

export function postJson(path, body, tags = {}) {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-request-id': requestId() },
    tags,
  });
}

/** Stages from env: a short ramp by default, `DURATION` and `VUS` to change them. */
export function stages(defaultVus) {
  const vus = Number(__ENV.VUS || defaultVus);
  const duration = __ENV.DURATION || '1m';
  return [
    { duration: '15s', target: vus },
    { duration, target: vus },
    { duration: '10s', target: 0 },
  ];
}
