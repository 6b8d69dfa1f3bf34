import { Controller, Get } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { ValidQuery } from '@labellens/server-core';
import { listQuerySchema, type ListQueryDto } from './dto/list-query.dto';
import { ListsService } from './lists.service';

/** The dashboard's read-only lists, newest first (spec 02 §7). Administrators only. */
@Controller('api/admin')
@Allow('admin')
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @Get('users')
  users(@ValidQuery(listQuerySchema('users')) query: ListQueryDto) {
    return this.lists.users(query);
  }

  @Get('scans')
  scans(@ValidQuery(listQuerySchema('scans')) query: ListQueryDto) {
    return this.lists.scans(query);
  }

  @Get('payments')
  payments(@ValidQuery(listQuerySchema('payments')) query: ListQueryDto) {
    return this.lists.payments(query);
  }
}
