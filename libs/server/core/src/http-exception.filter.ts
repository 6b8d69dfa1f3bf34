import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isDependencyUnavailable, TEMPORARILY_UNAVAILABLE_MESSAGE } from './dependency-unavailable';

/** Maps every error to `{ message, statusCode }` (plus details for structured bodies). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let body: Record<string, unknown>;
      if (typeof response === 'string') body = { message: response };
      else {
        const obj = response as Record<string, unknown>;
        const message = Array.isArray(obj.message)
          ? obj.message.join('; ')
          : (obj.message ?? exception.message);
        body = { ...obj, message };
        delete body.error;
      }
      void reply.status(status).send({ ...body, statusCode: status });
      return;
    }
    const fastifyStatus = (exception as { statusCode?: number }).statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      void reply
        .status(fastifyStatus)
        .send({ message: (exception as Error).message, statusCode: fastifyStatus });
      return;
    }
    if (isDependencyUnavailable(exception)) {
      this.logger.warn(`dependency unavailable: ${(exception as Error).message}`);
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', '5').send({
        message: TEMPORARILY_UNAVAILABLE_MESSAGE,
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      });
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    void reply
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .send({ message: 'Internal server error', statusCode: HttpStatus.INTERNAL_SERVER_ERROR });
  }
}
