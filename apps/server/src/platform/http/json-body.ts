import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from './validation.ts';

type Node = { value: object; key?: string | number; parent?: Node };

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** True when an object's key could change a prototype once the body is copied or merged. */
function poisonedKey(o: object): '__proto__' | 'constructor.prototype' | null {
  if (own(o, '__proto__')) return '__proto__';
  const ctor = (o as { constructor?: unknown }).constructor;
  if (own(o, 'constructor') && ctor !== null && typeof ctor === 'object' && own(ctor, 'prototype'))
    return 'constructor.prototype';
  return null;
}

/** The path of the first such key in a parsed body, walked without recursion (any depth). */
function poisonedPath(body: unknown): { path: (string | number)[]; key: string } | null {
  if (body === null || typeof body !== 'object') return null;
  const stack: Node[] = [{ value: body }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const key = poisonedKey(node.value);
    if (key) {
      const path: (string | number)[] = key.split('.');
      for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent)
        path.unshift(at.key);
      return { path, key };
    }
    for (const [k, child] of Object.entries(node.value))
      if (child !== null && typeof child === 'object')
        stack.push({ value: child, key: Array.isArray(node.value) ? Number(k) : k, parent: node });
  }
  return null;
}

/** A key JSON may spell with escapes (`"\u005f_proto__"`): only such a body is walked. */
const SUSPECT_KEY = /__proto__|constructor|\\u/i;

/**
 * Reads an application/json body. An empty body is no body: clients send one for calls without a
 * body (POST /api/logout), and Fastify would refuse it. Text that is not JSON is Fastify's own
 * error (40001 "body is invalid"). A `__proto__` key, or a `constructor` with a `prototype`, is
 * refused as Fastify's parser refuses it, but naming the key's path and the rule (issue 19 item 10).
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (!SUSPECT_KEY.test(text)) return parse(req, text, done);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return parse(req, text, done);
    }
    const poisoned = poisonedPath(value);
    if (!poisoned) return done(null, value);
    const { path, key } = poisoned;
    done(new RequestValidationError('body', [{ path, message: 'bodyProto', params: { key } }]));
  });
}
