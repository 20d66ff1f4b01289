import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress (the key of per-client limits)', () => {
  it('counts the forwarded client behind a private proxy, and the peer otherwise', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:172.20.0.3', '203.0.113.8')).toBe('203.0.113.8');
    expect(clientAddress('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', 'not-an-ip')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined)).toBe('unknown');
  });
});
