import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** user/signin, signup, verify, forgot-password, update-password, logout, profile, update-profile, update-user-password, delete; seller/signup, seller/verify. */
export async function authRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
