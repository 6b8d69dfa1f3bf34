import type { FastifyRequest } from 'fastify';

/** The client's address as the gateway saw it (trustProxy reads x-forwarded-for). */
export const clientAddress = (request: FastifyRequest): string => request.ip;
