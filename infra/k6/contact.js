// Enquiry journey: visitors send the contact form. The service limits each client (429 with Retry-After);
// from one load generator every virtual user shares an address, so most answers beyond the limit are 429 by
// design: the thresholds check that accepted enquiries are fast and that nothing fails with 5xx.
//   k6 run -e BASE_URL=https://staging.example infra/k6/contact.js      (never against production: it stores enquiries)
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import { postJson, stages } from './lib.js';

const accepted = new Counter('enquiries_accepted');
const limited = new Counter('enquiries_rate_limited');

export const options = {
  stages: stages(5),
  thresholds: {
    'http_req_duration{status:201}': ['p(95)<400'],
    'http_req_duration{status:429}': ['p(95)<100'],
    server_errors: ['count==0'],
    enquiries_accepted: ['count>0'],
  },
};

const serverErrors = new Counter('server_errors');

export default function () {
  const response = postJson(
    '/api/contact',
    {
      firstName: 'Load',
      lastName: `Test ${__VU}`,
      email: `load.test+${__VU}-${__ITER}@example.com`,
      subject: 'buying',
      message: 'A two-bedroom apartment on Reem Island, please call me after 5 pm. (k6 load test)',
      lang: __ITER % 2 ? 'ar' : 'en',
    },
    { name: 'contact' },
  );
  if (response.status === 201) accepted.add(1);
  if (response.status === 429) limited.add(1);
  if (response.status >= 500) serverErrors.add(1);
  check(response, {
    'accepted (201) or limited (429 with Retry-After)': (r) =>
      r.status === 201 || (r.status === 429 && Boolean(r.headers['Retry-After'])),
  });
  sleep(5);
}
