// Assistant journey: visitors ask the property assistant in English and Arabic (the built-in assistant unless
// the target has OPENAI_API_KEY set, in which case this load costs money: keep VUS small).
//   k6 run -e BASE_URL=https://staging.example infra/k6/chat.js
import { check, sleep } from 'k6';
import { postJson, stages } from './lib.js';

export const options = {
  stages: stages(5),
  thresholds: {
    http_req_failed: ['rate<0.02'],
    'http_req_duration{name:chat}': ['p(95)<1500'],
    checks: ['rate>0.98'],
  },
};

const QUESTIONS = [
  { message: 'Show me 2 bedroom apartments for rent on Reem Island under 120k', language: 'en' },
  { message: 'What is the monthly payment on a 2 million villa with 20% down?', language: 'en' },
  { message: 'أبحث عن فيلا للبيع في جزيرة ياس', language: 'ar' },
  { message: 'How do I contact an agent?', language: 'en' },
];

export default function () {
  const question = QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)];
  const response = postJson('/api/ai/chat', question, { name: 'chat' });
  check(response, {
    'chat answers 200 (or 429 when the per-client limit is reached)': (r) =>
      r.status === 200 || r.status === 429,
  });
  sleep(4);
}
